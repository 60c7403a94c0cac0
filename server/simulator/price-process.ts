/**
 * The simulated "fair" price of a symbol: an Ornstein-Uhlenbeck process on the log price
 * (geometric Brownian motion pulled back towards the anchor), so prices wander realistically but
 * stay sane over days of running. The model works in floating point; only tick-rounded integer
 * units (see sim-units.ts) ever reach orders and money.
 */
import { Rng } from './prng';
import { YEAR_MS } from '../catalogue/intervals';

export interface ProcessState {
  logPrice: number;
  rng: number;
}

export interface ProcessParams {
  /** price the process reverts to */
  anchor: number;
  /** annualised volatility of log returns */
  volatility: number;
  /** time for half of a deviation from the anchor to decay */
  halfLifeMs: number;
}

export class PriceProcess {
  private x: number;
  private readonly rng: Rng;
  private readonly mu: number;
  private readonly kappa: number;
  private readonly sigma: number;

  constructor(params: ProcessParams, state: ProcessState) {
    this.mu = Math.log(params.anchor);
    this.kappa = Math.LN2 / params.halfLifeMs;
    this.sigma = params.volatility / Math.sqrt(YEAR_MS);
    this.x = state.logPrice;
    this.rng = new Rng(state.rng);
  }

  get price(): number {
    return Math.exp(this.x);
  }

  get state(): ProcessState {
    return { logPrice: this.x, rng: this.rng.state };
  }

  /** Advances the process by dtMs (exact OU transition) and returns the new price. */
  step(dtMs: number): number {
    this.x = ouStep(this.x, this.mu, this.kappa, this.sigma, dtMs, this.rng.normal());
    return this.price;
  }
}

/** Exact transition of dx = kappa (mu - x) dt + sigma dW over dt, driven by the standard normal z. */
export function ouStep(x: number, mu: number, kappa: number, sigma: number, dt: number, z: number): number {
  const decay = Math.exp(-kappa * dt);
  const sd = sigma * Math.sqrt((1 - decay * decay) / (2 * kappa));
  return mu + (x - mu) * decay + sd * z;
}
