// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentBody } from '../../../src/views/components/ContentBody';

describe('ContentBody', () => {
  afterEach(cleanup);

  it('shows headings, lists and paragraphs of the body format', () => {
    const { container } = render(<ContentBody body={'Intro line\nsecond line\n\n## Rules\n\n- one\n- two'} />);
    const blocks = [...container.querySelector('.content-body')!.children].map((el) => [el.tagName, el.textContent]);
    expect(blocks).toEqual([
      ['P', 'Intro line\nsecond line'],
      ['H3', 'Rules'],
      ['UL', 'onetwo'],
    ]);
  });

  it('shows markup in a text as text, never as HTML', () => {
    const { container } = render(<ContentBody body={'<img src=x onerror="alert(1)"> hello'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> hello');
  });
});
