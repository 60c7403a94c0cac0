// jsdom has no canvas, matchMedia or Path2D. uPlot needs all three (matchMedia already when its
// module loads), so test files import this module before anything that imports uPlot.

export interface CanvasCall {
  name: string;
  args: unknown[];
  fillStyle: unknown;
}

/** Every method call on any stub 2D context, with the fill style current at the call. */
export const canvasCalls: CanvasCall[] = [];

class Path2DStub {
  moveTo() {}
  lineTo() {}
  rect() {}
  arc() {}
  closePath() {}
  bezierCurveTo() {}
  quadraticCurveTo() {}
  addPath() {}
}

function stubContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const state: Record<string | symbol, unknown> = { canvas };
  return new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key];
      if (key === 'measureText') return (text: string) => ({ width: String(text).length * 6 });
      if (key === 'getLineDash') return () => [];
      return (...args: unknown[]) => {
        canvasCalls.push({ name: String(key), args, fillStyle: target.fillStyle });
      };
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }),
});
Object.defineProperty(globalThis, 'Path2D', { configurable: true, value: Path2DStub });
HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
  return stubContext(this);
} as unknown as HTMLCanvasElement['getContext'];
