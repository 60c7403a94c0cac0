export { useSavedAddresses } from './useSavedAddresses';
export { checkAddressForm, type AddressFormFields, type AddressFormProblem } from './addressFormRules';
