/**
 * Deposit address derivation: the standard paths give the addresses every wallet computes for the BIP-39 test mnemonic
 * ("abandon" ×11 "about"; BIP-84's own vector for Bitcoin), and the seed rule of docs/wallet.md.
 */
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '@noble/hashes/utils.js';
import { AddressDeriver, DEMO_CHAIN_SEED, chainSeedOf, validateWithdrawalAddress } from '../../../server/chain/addresses';
import { loadConfig } from '../../../server/config';

const ABANDON_ABOUT_SEED =
  '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4';

describe('AddressDeriver', () => {
  const deriver = new AddressDeriver(hexToBytes(ABANDON_ABOUT_SEED));

  it.each([
    ['ERC20', "m/44'/60'/0'/0/0", '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
    ['BEP20', "m/44'/60'/0'/0/0", '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
    ['BTC', "m/84'/0'/0'/0/0", 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'],
    ['BTC', "m/84'/0'/0'/0/1", 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g'],
    ['TRC20', "m/44'/195'/0'/0/0", 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'],
  ] as const)('%s at %s is %s', (network, path, address) => {
    const index = Number(path.split('/').at(-1));
    expect(deriver.derivationPath(network, index)).toBe(path);
    expect(deriver.address(network, index)).toBe(address);
  });

  it('gives every user their own address, each valid on its network', () => {
    const demo = new AddressDeriver(chainSeedOf({ demo: true }));
    for (const network of ['TRC20', 'ERC20', 'BEP20', 'BTC'] as const) {
      const a = demo.address(network, 1);
      expect(validateWithdrawalAddress(network, a)).toBeNull();
      expect(demo.address(network, 2)).not.toBe(a);
      expect(demo.address(network, 1)).toBe(a);
    }
  });

  it('refuses an index BIP32 would harden', () => {
    expect(() => deriver.address('TRC20', 2 ** 31)).toThrow(RangeError);
  });
});

describe('chainSeedOf', () => {
  it('uses the published demo seed only in the demo and test modes', () => {
    expect(chainSeedOf({ demo: true })).toEqual(hexToBytes(DEMO_CHAIN_SEED));
    expect(() => chainSeedOf({ demo: false })).toThrow(/CHAIN_SEED/);
  });
  it('takes CHAIN_SEED as 32 to 64 bytes of hex', () => {
    expect(chainSeedOf({ demo: false, chainSeed: 'AB'.repeat(32) })).toEqual(hexToBytes('ab'.repeat(32)));
    expect(() => chainSeedOf({ demo: true, chainSeed: 'ab'.repeat(31) })).toThrow(/CHAIN_SEED/);
    expect(() => chainSeedOf({ demo: true, chainSeed: 'ab'.repeat(65) })).toThrow(/CHAIN_SEED/);
    expect(() => chainSeedOf({ demo: true, chainSeed: 'zz'.repeat(32) })).toThrow(/CHAIN_SEED/);
  });
  it('reads CHAIN_SEED from the environment; a non-loopback HOST without it cannot start', () => {
    expect(chainSeedOf(loadConfig({}))).toEqual(hexToBytes(DEMO_CHAIN_SEED));
    expect(() => chainSeedOf(loadConfig({ HOST: '0.0.0.0' }))).toThrow(/CHAIN_SEED is required/);
    expect(chainSeedOf(loadConfig({ HOST: '0.0.0.0', CHAIN_SEED: 'cd'.repeat(40) }))).toEqual(hexToBytes('cd'.repeat(40)));
  });
});
