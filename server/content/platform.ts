/**
 * Platform facts per brand (tpaj/info). The Turkish variant (BRAND=tr_alt) shows another name and
 * support address; the customer-service link is the app's own route. Addresses use the reserved
 * .example domain: a deployment sets its real ones here.
 */
import type { Config } from '../config';
import type { PlatformInfo } from '@contract/content';

const PLATFORMS: Readonly<Record<Config['brand'], PlatformInfo>> = {
  default: { name: 'XB Exchange', customerServiceUrl: '/customerService', supportEmail: 'support@xb-exchange.example' },
  tr_alt: { name: 'XB Türkiye', customerServiceUrl: '/customerService', supportEmail: 'destek@xb-turkiye.example' },
};

export const platformInfo = (brand: Config['brand']): PlatformInfo => PLATFORMS[brand];
