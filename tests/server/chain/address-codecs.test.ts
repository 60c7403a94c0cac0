/**
 * The address codecs against the standards' own test vectors (EIP-55, BIP-173, BIP-350, base58check as Bitcoin's wiki
 * gives it) and, per network, a valid address and the same address with one character wrong.
 */
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '@noble/hashes/utils.js';
import { checkBitcoinAddress, checkSegwitAddress } from '../../../server/chain/addresses/bitcoin';
import { base58check } from '../../../server/chain/addresses/base58check';
import { checkEvmAddress, toEip55 } from '../../../server/chain/addresses/evm';
import { checkTronAddress } from '../../../server/chain/addresses/tron';
import { validateWithdrawalAddress } from '../../../server/chain/addresses';

/** one character replaced by another of the same alphabet and case, so only the checksum can notice */
const mistype = (address: string, at: number, by: string): string => address.slice(0, at) + by + address.slice(at + 1);

describe("EIP-55 (the EIP's own examples)", () => {
  // the EIP's all-upper and all-lower examples carry no checksum (accepted as they are); the mixed-case ones are EIP-55's
  const unchecked = [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
  ];
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];
  it.each(checksummed)('encodes and accepts %s', (address) => {
    expect(toEip55(hexToBytes(address.slice(2).toLowerCase()))).toBe(address);
    expect(checkEvmAddress(address)).toBeNull();
  });
  it.each(unchecked)('accepts the unchecksummed %s', (address) => expect(checkEvmAddress(address)).toBeNull());
  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'addressChecksum'],
    ['0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'addressChecksum'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'addressFormat'],
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'addressFormat'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'addressFormat'],
  ])('refuses %s (%s)', (address, problem) => {
    expect(checkEvmAddress(address)).toBe(problem);
  });
});

describe('base58check (Bitcoin wiki vectors)', () => {
  it('encodes version 0 + hash160 to its P2PKH address', () => {
    expect(base58check.encode(hexToBytes('00010966776006953d5567439e5e39f86a0d273bee'))).toBe('16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM');
  });
  it.each([
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    '17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhem',
    '3EktnHQD7RiAE6uzMj2ZifT9YgRrkSgzQX',
  ])('accepts legacy address %s', (address) => expect(checkBitcoinAddress(address)).toBeNull());
  it.each([
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'addressChecksum'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz', 'addressChecksum'],
    ['111111111111111111117K4nzc', 'addressFormat'],
    ['2v4HUkyGWxntpidUuknvxqc88iE7MFY1CHk', 'addressFormat'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0', 'addressFormat'],
    ['', 'addressFormat'],
  ])('refuses %s (%s)', (address, problem) => expect(checkBitcoinAddress(address)).toBe(problem));
});

describe('segwit addresses (BIP-173 and BIP-350 vectors)', () => {
  const valid = [
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ];
  it.each(valid)('accepts %s', (address) => {
    expect(checkSegwitAddress(address.slice(0, 2).toLowerCase(), address)).toBeNull();
  });

  const invalid = [
    // BIP-173 (version 0 and the general rules)
    'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
    'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2',
    'bc1rw5uspcuh',
    'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7',
    'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv',
    'bc1gmk9yu',
    // BIP-350 (versions 1–16 use bech32m)
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
    'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
    'bc1pw5dgrnzv',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
  ];
  it.each(invalid)('refuses %s', (address) => {
    expect(checkSegwitAddress('bc', address)).not.toBeNull();
    expect(checkSegwitAddress('tb', address)).not.toBeNull();
  });
});

describe('TRON base58check', () => {
  it('reads a known address (the USDT contract on TRON) as 0x41 ‖ 20 bytes', () => {
    expect(checkTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(base58check.decode('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toEqual(hexToBytes('41a614f803b6fd780986a42c78ec9c7f77e6ded13c'));
  });
  it.each([
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'addressChecksum'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'addressFormat'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'addressFormat'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', 'addressFormat'],
  ])('refuses %s (%s)', (address, problem) => expect(checkTronAddress(address)).toBe(problem));
});

describe('validateWithdrawalAddress: a valid address of each network, and one character wrong', () => {
  it.each([
    ['TRC20', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', 10, 'Y'],
    ['ERC20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', 5, 'e'],
    ['BEP20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', 41, '5'],
    ['BTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 20, 'q'],
    ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 8, 'T'],
  ] as const)('%s %s', (network, address, at, by) => {
    expect(validateWithdrawalAddress(network, address)).toBeNull();
    const wrong = mistype(address, at, by);
    expect(wrong).not.toBe(address);
    expect(validateWithdrawalAddress(network, wrong)).toBe('addressChecksum');
  });

  it.each([
    ['TRC20', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
    ['ERC20', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'],
    ['BTC', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
    ['BEP20', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'],
  ] as const)('refuses on %s an address of another network (%s)', (network, address) => {
    expect(validateWithdrawalAddress(network, address)).toBe('addressFormat');
  });
});
