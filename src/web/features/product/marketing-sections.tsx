import type { ProductContent } from '../../../core/content/product-content';
import { ServerMarkupCache } from '../../ssr/markup-cache';
import {
  HeroSection,
  HowItWorksSection,
  IngredientsSection,
  ScienceSection,
  WhySection,
} from './marketing-benefits';
import { ComparisonSection } from './marketing-comparison';
import {
  ClosingSection,
  EndorsementSection,
  MineralProfileSection,
  QualityMetricsSection,
  TargetAreasSection,
} from './marketing-proof';

export type MarketingSectionsProps = {
  handle: string;
  content: ProductContent;
  shopName: string;
  buyBoxId: string;
};

/** Marketing sections of a consumable product, in the spec's order. A lazily loaded chunk. */
export default function MarketingSections({
  handle,
  content,
  shopName,
  buyBoxId,
}: MarketingSectionsProps) {
  // The same markup for every render of this build with these props (`content` is the build's
  // copy for the handle, core/content/product-content.ts): the server renders it once.
  return (
    <ServerMarkupCache cacheKey={`marketing:${handle}:${shopName}:${buyBoxId}`}>
      <div className="mt-20 flex flex-col">
        <HeroSection handle={handle} />
        <IngredientsSection handle={handle} />
        <WhySection handle={handle} content={content} />
        <ScienceSection handle={handle} buyBoxId={buyBoxId} />
        <HowItWorksSection handle={handle} />
        <TargetAreasSection content={content} />
        <MineralProfileSection handle={handle} content={content} />
        <QualityMetricsSection handle={handle} />
        <ComparisonSection shopName={shopName} />
        <EndorsementSection />
        <ClosingSection buyBoxId={buyBoxId} />
      </div>
    </ServerMarkupCache>
  );
}
