import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../testing/translations';
import { PriceSummary } from './price-summary';

describe('PriceSummary', () => {
  beforeAll(() => setUpTranslations());

  const lines = [
    { id: 1, quantity: 2, name: 'Phở bò tái', lineTotal: 130000 },
    { quantity: 1, name: 'Chè ba màu', lineTotal: 45000 },
  ];

  it('lists the lines, then the subtotal, the discount with its code, and the total', () => {
    renderWithProviders(
      <PriceSummary
        title="Your order"
        lines={lines}
        subtotal={175000}
        discount={{ code: 'CHAOBAN10', amount: 17500 }}
        total={157500}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Phở bò tái₫130,000', '1 × Chè ba màu₫45,000']);
    expect(within(summary).getByText('Discount (CHAOBAN10)')).toBeInTheDocument();
    expect(within(summary).getByTestId('price-subtotal')).toHaveTextContent('₫175,000');
    expect(within(summary).getByTestId('price-discount')).toHaveTextContent('−₫17,500');
    expect(within(summary).getByTestId('price-total')).toHaveTextContent('₫157,500');
  });

  it('has no discount row without a voucher, and two summaries on a page stay apart', () => {
    renderWithProviders(
      <>
        <PriceSummary title="Your order" lines={lines} subtotal={175000} discount={null} total={175000} />
        <PriceSummary title="Items" lines={lines} subtotal={175000} discount={null} total={175000} />
      </>,
    );
    for (const name of ['Your order', 'Items']) {
      const summary = screen.getByRole('region', { name });
      expect(within(summary).queryByText(/Discount/)).not.toBeInTheDocument();
      expect(within(summary).getByTestId('price-total')).toHaveTextContent('₫175,000');
    }
  });
});
