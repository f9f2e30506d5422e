import { QuoteCalculator } from '@/components/quote/quote-calculator';
import { withIslandBoundary } from './island-boundary';

/** The quote page's calculator: live estimate, print, and the 'Nhận báo giá chi tiết' dialog. */
export const QuoteIsland = withIslandBoundary(QuoteCalculator);
