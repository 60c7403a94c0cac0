// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InfoPanel } from '../../../../src/views/coin/info/InfoPanel';
import { setupCoinI18n } from '../coinI18n';
import { BTC_INFO } from '../symbolInfo';

describe('InfoPanel', () => {
  beforeAll(setupCoinI18n);
  afterEach(cleanup);

  it('shows the introduction and total supply', () => {
    render(<InfoPanel info={BTC_INFO} />);
    expect(screen.getByText('About BTC')).toBeTruthy();
    expect(screen.getByText(BTC_INFO.introduction)).toBeTruthy();
    expect(screen.getByText('21,000,000')).toBeTruthy();
  });

  it('opens the official site and the block explorer in a new tab without an opener', () => {
    render(<InfoPanel info={BTC_INFO} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://bitcoin.org/', 'https://blockchair.com/bitcoin']);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('never turns a non-web address into a link', () => {
    render(<InfoPanel info={{ ...BTC_INFO, officialSite: 'javascript:alert(1)', blockExplorer: '' }} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
  });
});
