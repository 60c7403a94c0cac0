/** The withdrawal address book calls of docs/api.md (user/address/list, add, delete), answered by server/address-book. */
import type { FastifyInstance } from 'fastify';
import { AddressAddReq, AddressDeleteReq, AddressListReq } from '@contract/address-book';
import { AddressBook } from '../../address-book/address-book';
import type { AppContext } from '../../context';
import { post } from '../route';

export function registerAddressBookRoutes(app: FastifyInstance, ctx: AppContext): void {
  // built here from the shared db, serial and clock: nothing else in the server needs the book
  const book = new AddressBook({ db: ctx.db, serial: ctx.serial, clock: ctx.clock });
  const auth = true;
  post(app, ctx, 'user/address/list', { body: AddressListReq, auth }, ({ body, userId }) => book.list(userId, body));
  post(app, ctx, 'user/address/add', { body: AddressAddReq, auth }, ({ body, userId }) => book.add(userId, body));
  post(app, ctx, 'user/address/delete', { body: AddressDeleteReq, auth }, ({ body, userId }) => book.delete(userId, body.id));
}
