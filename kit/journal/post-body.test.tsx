import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostBody } from './post-body';

describe('PostBody', () => {
  it('renders the allowed HTML as markup and drops scripts, handlers and unsafe links', () => {
    const { container } = render(<PostBody html={'<h1>Kop</h1><p onclick="x()">Een <strong>goed</strong> geslepen steen<script>alert(1)</script></p><a href="javascript:alert(1)">weg</a>'} />);
    const body = container.querySelector('[data-slot="post-body"]')!;
    expect(body.querySelector('h2')).toHaveTextContent('Kop');
    expect(body.querySelector('strong')).toHaveTextContent('goed');
    expect(body.innerHTML).not.toMatch(/script|onclick|javascript/);
  });

  it('renders nothing for an empty body', () => {
    const { container } = render(<PostBody html={'  <script>x</script> '} />);
    expect(container).toBeEmptyDOMElement();
  });
});
