export { useAccount, liveAccount$ } from './useAccount';
export { accountInitials, maskAccount, maskEmail, maskPhone } from './maskAccount';
