import type { RelatedProductDto } from '../../../core/api/store-types';
import { RELATED_PRODUCTS_HEADING } from '../../../core/catalog/product-page';
import { Container } from '../../components/ui/container';
import { ServerMarkupCache } from '../../ssr/markup-cache';
import { ShopCard } from '../catalog/shop-card';

/**
 * "You may also like": the related products sent with the product (same collection first, never
 * wholesale-only), as the shop's own cards leading to their pages (the page's buy box stays the
 * only Add to Cart). Phones scroll the row sideways (one card and a bit of
 * the next in view); wider screens show them side by side.
 */
export default function RelatedProducts({ products }: { products: readonly RelatedProductDto[] }) {
  if (products.length === 0) return null;
  // The cards are a function of the products' data alone (no hooks, no useId; links by path):
  // the server renders them once per version of that data (ssr/markup-cache.tsx).
  return (
    <ServerMarkupCache cacheKey={`related:${JSON.stringify(products)}`}>
      <RelatedProductsSection products={products} />
    </ServerMarkupCache>
  );
}

function RelatedProductsSection({ products }: { products: readonly RelatedProductDto[] }) {
  return (
    <section aria-labelledby="related-products-title" className="pt-16">
      <Container>
        <h2 id="related-products-title" className="mb-6 text-h3">
          {RELATED_PRODUCTS_HEADING}
        </h2>
        <ul
          data-testid="related-products"
          className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-2 md:gap-6 md:overflow-visible md:px-0 lg:grid-cols-4"
        >
          {products.map((product) => (
            <li key={product.id} className="w-[78%] shrink-0 snap-start sm:w-[45%] md:w-auto">
              <ShopCard
                product={product}
                collectionHandle={product.collectionHandle ?? ''}
                viewOnly
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
