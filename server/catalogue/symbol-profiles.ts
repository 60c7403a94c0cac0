/**
 * Descriptive content per base asset, shown on the coin-detail screen. It is data (like a
 * database row), not UI text, so it stays in English here. `totalSupply` is a plain number of
 * units (maximum supply where the protocol caps it, else the circulating total in mid-2024);
 * commodities have no supply or chain, so their `totalSupply` and `blockExplorer` are empty.
 */
export interface SymbolProfile {
  introduction: string;
  totalSupply: string;
  officialSite: string;
  blockExplorer: string;
}

export const PROFILES: Readonly<Record<string, SymbolProfile>> = {
  BTC: {
    introduction:
      'Bitcoin is the first decentralised digital currency, launched in 2009 by Satoshi Nakamoto. Its proof-of-work blockchain settles peer-to-peer payments without a central issuer, and its supply is capped at 21 million coins.',
    totalSupply: '21000000',
    officialSite: 'https://bitcoin.org',
    blockExplorer: 'https://mempool.space',
  },
  ETH: {
    introduction:
      'Ethereum is a programmable blockchain that runs smart contracts. Ether pays for computation on the network, which has secured blocks by proof of stake since September 2022.',
    totalSupply: '120200000',
    officialSite: 'https://ethereum.org',
    blockExplorer: 'https://etherscan.io',
  },
  SOL: {
    introduction:
      'Solana is a high-throughput smart-contract blockchain that combines proof of stake with a proof-of-history clock to order transactions, aiming at low fees and sub-second confirmation.',
    totalSupply: '580000000',
    officialSite: 'https://solana.com',
    blockExplorer: 'https://explorer.solana.com',
  },
  BNB: {
    introduction:
      'BNB is the native token of BNB Chain. It pays transaction fees on the chain and is reduced over time by scheduled burns from an initial supply of 200 million.',
    totalSupply: '145900000',
    officialSite: 'https://www.bnbchain.org',
    blockExplorer: 'https://bscscan.com',
  },
  XRP: {
    introduction:
      'XRP is the native asset of the XRP Ledger, an open ledger built for fast, low-cost payments and currency exchange. All 100 billion XRP were created at launch.',
    totalSupply: '100000000000',
    officialSite: 'https://xrpl.org',
    blockExplorer: 'https://livenet.xrpl.org',
  },
  DOGE: {
    introduction:
      'Dogecoin started in 2013 as a light-hearted fork of Litecoin. It uses proof of work with merged mining and has no supply cap: about five billion coins are added every year.',
    totalSupply: '145000000000',
    officialSite: 'https://dogecoin.com',
    blockExplorer: 'https://blockchair.com/dogecoin',
  },
  ADA: {
    introduction:
      'Cardano is a proof-of-stake blockchain developed from peer-reviewed research. ADA pays fees and staking rewards; the maximum supply is 45 billion.',
    totalSupply: '45000000000',
    officialSite: 'https://cardano.org',
    blockExplorer: 'https://cardanoscan.io',
  },
  TRX: {
    introduction:
      "TRON is a smart-contract blockchain widely used for stablecoin transfers. TRX is used for fees, resources and voting for the network's super representatives.",
    totalSupply: '87000000000',
    officialSite: 'https://tron.network',
    blockExplorer: 'https://tronscan.org',
  },
  LTC: {
    introduction:
      'Litecoin, launched in 2011, is a proof-of-work cryptocurrency derived from Bitcoin with faster blocks (2.5 minutes) and the scrypt hash function. Its supply is capped at 84 million.',
    totalSupply: '84000000',
    officialSite: 'https://litecoin.org',
    blockExplorer: 'https://litecoinspace.org',
  },
  DOT: {
    introduction:
      'Polkadot connects specialised blockchains (parachains) to a shared relay chain that provides common security. DOT is used for staking, governance and acquiring blockspace.',
    totalSupply: '1500000000',
    officialSite: 'https://polkadot.com',
    blockExplorer: 'https://polkadot.subscan.io',
  },
  LINK: {
    introduction:
      'Chainlink is a decentralised oracle network that delivers off-chain data such as prices to smart contracts. LINK is an ERC-20 token used to pay node operators; the supply is fixed at one billion.',
    totalSupply: '1000000000',
    officialSite: 'https://chain.link',
    blockExplorer: 'https://etherscan.io/token/0x514910771af9ca656af840dff83e8264ecf986ca',
  },
  AVAX: {
    introduction:
      'Avalanche is a smart-contract platform using the Avalanche consensus protocol for fast finality, with custom subnets. AVAX pays fees and secures the network; the supply is capped at 720 million.',
    totalSupply: '720000000',
    officialSite: 'https://www.avax.network',
    blockExplorer: 'https://snowtrace.io',
  },
  ATOM: {
    introduction: 'Cosmos is an ecosystem of interoperable blockchains linked by the IBC protocol. ATOM stakes and governs the Cosmos Hub.',
    totalSupply: '390000000',
    officialSite: 'https://cosmos.network',
    blockExplorer: 'https://www.mintscan.io/cosmos',
  },
  UNI: {
    introduction:
      'UNI is the governance token of Uniswap, the automated-market-maker exchange protocol on Ethereum. One billion UNI were minted at genesis.',
    totalSupply: '1000000000',
    officialSite: 'https://uniswap.org',
    blockExplorer: 'https://etherscan.io/token/0x1f9840a85d5af5bf1d1762f925bdaddc4201f984',
  },
  TON: {
    introduction:
      'The Open Network (TON) is a sharded proof-of-stake blockchain originally designed by the Telegram team, now developed by an independent community.',
    totalSupply: '5100000000',
    officialSite: 'https://ton.org',
    blockExplorer: 'https://tonviewer.com',
  },
  NEAR: {
    introduction:
      'NEAR Protocol is a sharded proof-of-stake blockchain focused on usability, with human-readable account names and low fees.',
    totalSupply: '1200000000',
    officialSite: 'https://near.org',
    blockExplorer: 'https://nearblocks.io',
  },
  XAU: {
    introduction:
      'Gold, quoted per troy ounce. The price here follows a simulated spot gold market settled in USDT and is used for spot trading and cycle contracts.',
    totalSupply: '',
    officialSite: 'https://www.gold.org',
    blockExplorer: '',
  },
  XAG: {
    introduction:
      'Silver, quoted per troy ounce. The price here follows a simulated spot silver market settled in USDT and is used for spot trading and cycle contracts.',
    totalSupply: '',
    officialSite: 'https://www.silverinstitute.org',
    blockExplorer: '',
  },
  WTI: {
    introduction:
      'West Texas Intermediate light sweet crude oil, quoted per barrel. The price here follows a simulated market settled in USDT and is used for spot trading and cycle contracts.',
    totalSupply: '',
    officialSite: 'https://www.eia.gov/petroleum',
    blockExplorer: '',
  },
};
