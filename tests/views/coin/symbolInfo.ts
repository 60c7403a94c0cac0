import type { SymbolInfo } from '@contract/market';
import { summary } from '../components/fixtures';

/** BTCUSDT as market/symbol returns it. */
export const BTC_INFO: SymbolInfo = {
  ...summary('BTC', 'spot', '64000.00', '1.50', '900000000'),
  introduction: 'Bitcoin is a peer-to-peer electronic cash system.',
  totalSupply: '21000000',
  officialSite: 'https://bitcoin.org',
  blockExplorer: 'https://blockchair.com/bitcoin',
  makerFee: '0.001',
  takerFee: '0.001',
};
