import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EngravingField, type Engraving } from './engraving-field';

const labels = {
  legend: 'Gravure',
  text: 'Gravuretekst',
  placeholder: 'Bijv. Voor altijd',
  sample: 'Voor altijd',
  count: '{count} van {max} tekens',
  font: 'Lettertype',
  fonts: { serif: 'Klassiek', script: 'Handschrift' },
  preview: 'Voorbeeld van de gravure',
};

function Field() {
  const [value, setValue] = useState<Engraving>({ text: '', font: 'serif' });
  return <EngravingField value={value} onChange={setValue} metalColor="#d4af37" labels={labels} />;
}

describe('EngravingField', () => {
  it('shows the text live on the plate and counts the characters', async () => {
    render(<Field />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Gravuretekst' }), 'Voor altijd');
    expect(screen.getByRole('img', { name: 'Voorbeeld van de gravure: Voor altijd' })).toHaveTextContent('Voor altijd');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('11 van 20 tekens');
    expect(screen.getByRole('img').querySelector('rect')).toHaveAttribute('fill', '#d4af37');
  });

  it('takes at most 20 characters', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Gravuretekst' });
    expect(input).toHaveAttribute('maxLength', '20');
    await userEvent.type(input, 'Een hele lange tekst die niet past');
    expect((input as HTMLInputElement).value).toHaveLength(20);
  });

  it('switches the font with a radio group', async () => {
    render(<Field />);
    expect(screen.getByRole('radiogroup', { name: 'Lettertype' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Klassiek' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Handschrift' }));
    expect(screen.getByRole('radio', { name: 'Handschrift' })).toBeChecked();
    expect(screen.getByRole('img').querySelector('text')).toHaveAttribute('font-size', '28');
  });
});

describe('EngravingField preview', () => {
  it('shows a faint sample on the empty plate', () => {
    render(<Field />);
    const preview = screen.getByRole('img', { name: 'Voorbeeld van de gravure' });
    expect(preview.querySelector('text')).toHaveTextContent('Voor altijd');
    expect(preview.querySelector('text')).toHaveAttribute('fill-opacity', '0.3');
  });
});
