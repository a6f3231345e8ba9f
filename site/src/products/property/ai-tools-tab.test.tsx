import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatNok, type AiPricingAnswer } from '@platform/shared';
import { mockApi, type ApiRequest } from '../../test/api-mock';
import { AiToolsTab } from './ai-tools-tab';
import { pick, renderInArea } from './tools-harness';

const PRICING = 'POST /api/property-listings/ai/pricing';
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('property AI tools tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('estimates the value from comparable homes and says what it rests on', async () => {
    const answer: AiPricingAnswer = {
      price: 5_320_000,
      pricePerSqm: 76_000,
      basis: { count: 12, city: 'Bergen', propertyType: 'apartment' },
      fallback: false,
    };
    const api = mockApi({ [PRICING]: (request: ApiRequest) => (request.body ? answer : null) });
    renderInArea(<AiToolsTab />);
    await pick('By', 'Bergen');
    fireEvent.click(screen.getByText('Beregn verdi'));
    expect(await screen.findByText('Areal må være større enn 0')).toBeTruthy();
    expect(api.requestsTo(PRICING)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Boligareal (m²)'), { target: { value: '70' } });
    fireEvent.click(screen.getByText('Beregn verdi'));
    const estimate = await screen.findByTestId('valuation-estimate');
    expect(plain(estimate.textContent)).toContain(plain(formatNok(5_320_000)));
    expect(plain(estimate.textContent)).toContain(`${plain(formatNok(76_000))}/m²`);
    expect(within(estimate).getByText('Beregnet fra 12 sammenlignbare boliger i Bergen')).toBeTruthy();
    expect(api.requestsTo(PRICING)[0].body).toEqual({
      draft: { city: 'Bergen', propertyType: 'apartment', listingType: 'sale', squareMeters: 70 },
    });
  });

  it('says so when the server fell back to the standard price for want of comparable homes', async () => {
    mockApi({ [PRICING]: { price: 4_000_000, pricePerSqm: 80_000, basis: null, fallback: true } satisfies AiPricingAnswer });
    renderInArea(<AiToolsTab />);
    fireEvent.change(await screen.findByLabelText('Boligareal (m²)'), { target: { value: '50' } });
    fireEvent.click(screen.getByText('Beregn verdi'));
    const estimate = await screen.findByTestId('valuation-estimate');
    expect(plain(estimate.textContent)).toContain(
      plain(`For få sammenlignbare boliger til et anslag fra markedet: verdien er regnet med en standardpris på ${formatNok(80_000)} per m².`),
    );
    expect(within(estimate).queryByText(/Beregnet fra/)).toBeNull();
  });
});
