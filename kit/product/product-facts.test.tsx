import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentIcons } from '../ui/payment-icons';
import { ProductFacts } from './product-facts';
import { ShareLinks } from '../ui/share-links';

describe('ProductFacts', () => {
  it('lists label/value pairs and leaves empty values out', () => {
    render(<ProductFacts title="Productinformatie" items={[{ label: 'Materiaal', value: '950 platina' }, { label: 'Steen', value: '' }, { label: 'Retourneren', value: '30 dagen retour' }]} />);
    expect(screen.getByRole('heading', { name: 'Productinformatie' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Materiaal', 'Retourneren']);
    expect(screen.getByText('30 dagen retour').tagName).toBe('DD');
  });

  it('renders nothing without values', () => {
    const { container } = render(<ProductFacts items={[{ label: 'Steen', value: '' }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PaymentIcons', () => {
  it('shows each given method with its name', () => {
    render(<PaymentIcons title="Veilig betalen" methods={{ ideal: 'iDEAL', cards: 'Visa / Mastercard', paypal: 'PayPal', bank_transfer: 'Bankoverschrijving' }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    for (const name of ['iDEAL', 'Visa / Mastercard', 'PayPal', 'Bankoverschrijving']) expect(screen.getByText(name).tagName).toBe('LI');
  });
});

describe('ShareLinks', () => {
  it('links to e-mail, WhatsApp and Pinterest; the networks open in a new window', () => {
    render(
      <ShareLinks
        url="https://shop.example/product/ring"
        title="Ring"
        labels={{ title: 'Delen', email: 'Delen via e-mail', whatsapp: 'Delen via WhatsApp', pinterest: 'Bewaren op Pinterest', newWindow: '(opent in een nieuw venster)' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Delen via e-mail' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const whatsapp = screen.getByRole('link', { name: 'Delen via WhatsApp (opent in een nieuw venster)' });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//));
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Pinterest/ })).toHaveAttribute('target', '_blank');
  });
});
