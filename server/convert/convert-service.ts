/**
 * Convert (docs/wallet.md "Convert"): quotes from the live spot market valid 10 seconds on the server clock, their
 * execution as one balanced ledger entry through the desk `sys:convert` (idempotent by client id), and the history.
 */
import type { Kysely } from 'kysely';
import type { Paged } from '@contract/primitives';
import type { Conversion, ConvertExecuteReq, ConvertHistoryReq, ConvertQuote, ConvertQuoteReq } from '@contract/wallet';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { parseAmount } from '../ledger/amount';
import { accountKey, type Ledger } from '../ledger/ledger';
import { fromUnits } from '../money';
import { pageQuery } from '../store/paging';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';
import { conversionByClientId, insertConversion, lastConversionId, pageConversions, quoteUsed, toConversion } from './conversion-store';
import { seedDesk } from './desk';
import { QuoteBook, type HeldQuote } from './quote-book';
import { checkAmountLimits, formatRate, quoteTerms, usdtPrice } from './quote-math';
import { QUOTE_VALID_MS, SPREAD, isConvertible } from './rules';

export interface ConvertDeps {
  db: Kysely<Database>;
  serial: Serial;
  ledger: Ledger;
  clock: Clock;
  /** a spot pair's last trade price in 1e-8 units, null before it has traded */
  lastPrice(symbol: string): bigint | null;
}

export class ConvertService {
  private readonly quotes = new QuoteBook();
  private deskSeeded = false;

  constructor(private readonly deps: ConvertDeps) {}

  async quote(userId: number, req: ConvertQuoteReq): Promise<ConvertQuote> {
    if (req.from === req.to) throw new AppError(400, 'convertSameAsset');
    for (const asset of [req.from, req.to]) if (!isConvertible(asset)) throw new AppError(400, 'convertAssetNotOffered');
    const amount = parseAmount(req.amount, 'amount');
    checkAmountLimits(amount, req.from);
    const fromPrice = usdtPrice(req.from, (s) => this.deps.lastPrice(s));
    const toPrice = usdtPrice(req.to, (s) => this.deps.lastPrice(s));
    if (fromPrice === null || toPrice === null) throw new AppError(422, 'convertNoPrice');
    const terms = quoteTerms(fromPrice, toPrice, amount);
    if (terms.receive === 0n) throw new AppError(422, 'convertReceiveTooSmall', { asset: req.to });
    const now = this.deps.clock.now();
    const quote: ConvertQuote = {
      id: QuoteBook.newId(),
      from: req.from,
      to: req.to,
      amount: fromUnits(amount),
      rate: formatRate(terms.rate),
      marketRate: formatRate(terms.marketRate),
      spread: SPREAD,
      receive: fromUnits(terms.receive),
      createdAt: now,
      expiresAt: now + QUOTE_VALID_MS,
    };
    this.quotes.add({ userId, quote, amount, terms }, now);
    return quote;
  }

  /** Executes the user's own quote before it expires; the same client id again answers the same conversion. */
  execute(userId: number, req: ConvertExecuteReq): Promise<Conversion> {
    const { serial, ledger, clock } = this.deps;
    return serial.run(async (trx) => {
      const done = await conversionByClientId(trx, userId, req.clientId);
      if (done) {
        if (done.quoteId !== req.quoteId) throw new AppError(409, 'clientIdReused');
        return toConversion(done);
      }
      const held = this.quotes.get(req.quoteId);
      if (!held || held.userId !== userId) throw new AppError(404, 'convertQuoteNotFound');
      if (await quoteUsed(trx, req.quoteId)) throw new AppError(409, 'convertQuoteUsed');
      if (clock.now() >= held.quote.expiresAt) throw new AppError(422, 'convertQuoteExpired');
      if (!this.deskSeeded) {
        await seedDesk(trx, ledger);
        serial.hooks(trx).afterCommit(() => (this.deskSeeded = true));
      }
      if ((await ledger.amount(accountKey.convertDesk, held.quote.to, trx)) < held.terms.receive)
        throw new AppError(422, 'convertDeskShort');
      const record = { ...recordOf(held, userId, req), id: (await lastConversionId(trx)) + 1, createdAt: clock.now() };
      await ledger.post(trx, {
        kind: 'convert',
        ref: `convert:${record.id}`,
        postings: [
          { account: accountKey.available(userId, 'spot'), asset: record.from, amount: -record.amount },
          { account: accountKey.convertDesk, asset: record.from, amount: record.amount },
          { account: accountKey.convertDesk, asset: record.to, amount: -record.receive },
          { account: accountKey.available(userId, 'spot'), asset: record.to, amount: record.receive },
        ],
      });
      await insertConversion(trx, record);
      return toConversion(record);
    });
  }

  async history(userId: number, req: ConvertHistoryReq): Promise<Paged<Conversion>> {
    const q = pageQuery(req);
    const { items, total } = await pageConversions(this.deps.db, userId, q);
    return { items: items.map(toConversion), page: q.page, size: q.size, total };
  }
}

const recordOf = (held: HeldQuote, userId: number, req: ConvertExecuteReq) => ({
  userId,
  clientId: req.clientId,
  quoteId: req.quoteId,
  from: held.quote.from,
  to: held.quote.to,
  amount: held.amount,
  rate: held.quote.rate,
  receive: held.terms.receive,
});
