export { NOT_A_NUMBER } from '@contract/format/amount';
