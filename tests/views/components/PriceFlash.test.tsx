// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceFlash } from '../../../src/views/components/PriceFlash';

const flashClasses = () => [...screen.getByTestId('price').classList].filter((c) => c.startsWith('flash-'));

describe('PriceFlash', () => {
  afterEach(cleanup);

  it('flashes up and down, restarting with the alternate class on a repeat move', () => {
    const view = render(<PriceFlash value={100} text="100" />);
    screen.getByText('100').dataset.testid = 'price';
    expect(flashClasses()).toEqual([]);
    view.rerender(<PriceFlash value={101} text="101" />);
    expect(flashClasses()).toEqual(['flash-up-a']);
    view.rerender(<PriceFlash value={102} text="102" />);
    expect(flashClasses()).toEqual(['flash-up-b']);
    view.rerender(<PriceFlash value={99} text="99" />);
    expect(flashClasses()).toEqual(['flash-down-a']);
  });

  it('does not flash when the price is unchanged, and clears the class when the animation ends', () => {
    const view = render(<PriceFlash value={100} text="100" />);
    const node = screen.getByText('100');
    node.dataset.testid = 'price';
    view.rerender(<PriceFlash value={100} text="100" />);
    expect(flashClasses()).toEqual([]);
    view.rerender(<PriceFlash value={98} text="98" />);
    // jsdom has no AnimationEvent, so React listens for the prefixed name there
    fireEvent(node, new Event('webkitAnimationEnd', { bubbles: true }));
    expect(flashClasses()).toEqual([]);
  });
});
