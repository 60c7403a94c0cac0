import { ADDRESS_REMARK_MAX } from '@contract/address-book-limits';

export interface AddressFormFields {
  address: string;
  remark: string;
}

export type AddressFormProblem = 'addressEmpty' | 'remarkTooLong';

/**
 * The add screen's own checks before anything is sent (the server repeats them): an address is required and a remark is
 * at most 40 characters. Whether the address belongs to the network (format, checksum) only the server's codecs say.
 */
export function checkAddressForm(fields: AddressFormFields): { field: keyof AddressFormFields; problem: AddressFormProblem } | null {
  if (fields.address.trim() === '') return { field: 'address', problem: 'addressEmpty' };
  if ([...fields.remark.trim()].length > ADDRESS_REMARK_MAX) return { field: 'remark', problem: 'remarkTooLong' };
  return null;
}
