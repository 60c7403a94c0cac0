/**
 * The withdrawal address book (issue 17): a user's saved withdrawal addresses per asset and network, picked on /withdraw.
 * Rules: docs/addresses-and-team.md; calls: docs/api.md (`user/address/*`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Asset } from './primitives';
import { NetworkSchema, WithdrawAddress, type NetworkId } from './wallet';

import { ADDRESS_REMARK_MAX } from './address-book-limits';
export { ADDRESS_BOOK_LIMIT, ADDRESS_REMARK_MAX } from './address-book-limits';

export interface SavedAddress {
  id: string;
  asset: string;
  network: NetworkId;
  address: string;
  /** the user's own label ("My Ledger"); may be empty */
  remark: string;
  createdAt: number;
}

/** user/address/list: every saved address, newest first; `asset` and `network` narrow it (the /withdraw picker). */
export const AddressListReq = Type.Object(
  { asset: Type.Optional(Asset), network: Type.Optional(NetworkSchema) },
  { additionalProperties: false },
);
export type AddressListReq = Static<typeof AddressListReq>;

/** A remark: up to 40 characters, no control characters (line breaks included). */
export const AddressRemark = Type.String({ maxLength: ADDRESS_REMARK_MAX, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });

/** user/address/add: the address is checked with the network's codec (format and checksum) as wallet/withdraw does. */
export const AddressAddReq = Type.Object(
  { asset: Asset, network: NetworkSchema, address: WithdrawAddress, remark: Type.Optional(AddressRemark) },
  { additionalProperties: false },
);
export type AddressAddReq = Static<typeof AddressAddReq>;

/** user/address/delete: the id of one of the user's own saved addresses (another user's answers 404). */
export const AddressDeleteReq = Type.Object(
  { id: Type.String({ pattern: '^[1-9]\\d{0,14}$', maxLength: 15 }) },
  { additionalProperties: false },
);
export type AddressDeleteReq = Static<typeof AddressDeleteReq>;
