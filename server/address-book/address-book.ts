/**
 * The withdrawal address book (docs/addresses-and-team.md): list, add (checked with the wallet's codecs, 50 per user, no
 * duplicates) and delete (the user's own entries only; any other id is "not found").
 */
import type { Kysely } from 'kysely';
import { ADDRESS_BOOK_LIMIT, type AddressAddReq, type AddressListReq, type SavedAddress } from '@contract/address-book';
import { withdrawalTargetOf } from '../chain/request-checks';
import type { Clock } from '../clock';
import { AppError, notFound, unprocessable } from '../errors';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { countSaved, deleteSaved, insertSaved, isSaved, listSaved } from './address-store';

export interface AddressBookDeps {
  db: Kysely<Database>;
  serial: Serial;
  clock: Clock;
}

export class AddressBook {
  constructor(private readonly deps: AddressBookDeps) {}

  list(userId: number, req: AddressListReq): Promise<SavedAddress[]> {
    return listSaved(this.deps.db, userId, req);
  }

  /** 400 an asset not on the network or an address not of it; 409 already saved; 422 the book is full. */
  async add(userId: number, req: AddressAddReq): Promise<SavedAddress> {
    const { network } = withdrawalTargetOf(req);
    const remark = (req.remark ?? '').trim();
    return this.deps.serial.run(async (trx) => {
      if (await isSaved(trx, userId, req.asset, network, req.address)) throw new AppError(409, 'addressBookDuplicate');
      if ((await countSaved(trx, userId)) >= ADDRESS_BOOK_LIMIT) throw unprocessable('addressBookFull', { limit: ADDRESS_BOOK_LIMIT });
      return insertSaved(trx, userId, { asset: req.asset, network, address: req.address, remark, createdAt: this.deps.clock.now() });
    });
  }

  async delete(userId: number, id: string): Promise<null> {
    const deleted = await this.deps.serial.run((trx) => deleteSaved(trx, userId, Number(id)));
    if (!deleted) throw notFound('savedAddressNotFound');
    return null;
  }
}
