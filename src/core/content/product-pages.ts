// The product page copy, one file per handle: content/product-pages/{handle}.json, plus
// _default.json for a handle with no file of its own. A new product's copy needs its file AND a
// line here (the unit test in content-files.test.ts fails until both exist); the server checks
// every file against `productContentSchema` at start, so the imports are typed, never parsed.

import defaultContent from '../../../content/product-pages/_default.json' with { type: 'json' };

import antisepticWipes from '../../../content/product-pages/antiseptic-wipes.json' with {
  type: 'json',
};
import appleCiderVinegarMother from '../../../content/product-pages/apple-cider-vinegar-mother.json' with {
  type: 'json',
};
import ashwagandhaKsm66Capsules from '../../../content/product-pages/ashwagandha-ksm66-capsules.json' with {
  type: 'json',
};
import beefTallowSkinCream from '../../../content/product-pages/beef-tallow-skin-cream.json' with {
  type: 'json',
};
import blackSeedHoney from '../../../content/product-pages/black-seed-honey.json' with {
  type: 'json',
};
import blackSeedOil from '../../../content/product-pages/black-seed-oil.json' with { type: 'json' };
import blackSeedOilCapsules from '../../../content/product-pages/black-seed-oil-capsules.json' with {
  type: 'json',
};
import blackSeedSoap from '../../../content/product-pages/black-seed-soap.json' with {
  type: 'json',
};
import blackSeedTurmericCapsules from '../../../content/product-pages/black-seed-turmeric-capsules.json' with {
  type: 'json',
};
import bulkCuppingCupsWholesale from '../../../content/product-pages/bulk-cupping-cups-wholesale.json' with {
  type: 'json',
};
import codLiverOilBlackSeed from '../../../content/product-pages/cod-liver-oil-black-seed.json' with {
  type: 'json',
};
import codLiverOilLiquid from '../../../content/product-pages/cod-liver-oil-liquid.json' with {
  type: 'json',
};
import cupLinersDisposable from '../../../content/product-pages/cup-liners-disposable.json' with {
  type: 'json',
};
import cuppingCupsB1ToB6 from '../../../content/product-pages/cupping-cups-b1-to-b6.json' with {
  type: 'json',
};
import facialGliderCups from '../../../content/product-pages/facial-glider-cups.json' with {
  type: 'json',
};
import glucosamineTurmericBlackSeed from '../../../content/product-pages/glucosamine-turmeric-black-seed.json' with {
  type: 'json',
};
import hijamaCuppingKit from '../../../content/product-pages/hijama-cupping-kit.json' with {
  type: 'json',
};
import iastmScrapingTool from '../../../content/product-pages/iastm-scraping-tool.json' with {
  type: 'json',
};
import manukaHoneyBlackSeed from '../../../content/product-pages/manuka-honey-black-seed.json' with {
  type: 'json',
};
import manukaHoneyMgo263 from '../../../content/product-pages/manuka-honey-mgo-263.json' with {
  type: 'json',
};
import manukaHoneyMgo514 from '../../../content/product-pages/manuka-honey-mgo-514.json' with {
  type: 'json',
};
import manukaHoneyMgo829 from '../../../content/product-pages/manuka-honey-mgo-829.json' with {
  type: 'json',
};
import pureArganOil from '../../../content/product-pages/pure-argan-oil.json' with { type: 'json' };
import rawSidrHoney from '../../../content/product-pages/raw-sidr-honey.json' with { type: 'json' };
import rawWildflowerHoney from '../../../content/product-pages/raw-wildflower-honey.json' with {
  type: 'json',
};
import shilajitCapsules from '../../../content/product-pages/shilajit-capsules.json' with {
  type: 'json',
};
import shilajitResin from '../../../content/product-pages/shilajit-resin.json' with {
  type: 'json',
};
import siliconeCuppingSet from '../../../content/product-pages/silicone-cupping-set.json' with {
  type: 'json',
};
import sterileSurgicalBlades from '../../../content/product-pages/sterile-surgical-blades.json' with {
  type: 'json',
};
import tallowLipBalm from '../../../content/product-pages/tallow-lip-balm.json' with {
  type: 'json',
};
import tongkatAliCapsules from '../../../content/product-pages/tongkat-ali-capsules.json' with {
  type: 'json',
};
import tradePackAshwagandha from '../../../content/product-pages/trade-pack-ashwagandha.json' with {
  type: 'json',
};
import turmericCurcuminCapsules from '../../../content/product-pages/turmeric-curcumin-capsules.json' with {
  type: 'json',
};
import virginCoconutOil from '../../../content/product-pages/virgin-coconut-oil.json' with {
  type: 'json',
};
import wholesaleBlackSeedOil1l from '../../../content/product-pages/wholesale-black-seed-oil-1l.json' with {
  type: 'json',
};
import wholesaleManukaHoney263Case from '../../../content/product-pages/wholesale-manuka-honey-263-case.json' with {
  type: 'json',
};
import wholesaleShilajitResin10 from '../../../content/product-pages/wholesale-shilajit-resin-10.json' with {
  type: 'json',
};
import type { ProductContent } from './schemas/product-content';

/** Every product's own copy, keyed by handle. */
export const PRODUCT_PAGE_FILES = {
  'antiseptic-wipes': antisepticWipes,
  'apple-cider-vinegar-mother': appleCiderVinegarMother,
  'ashwagandha-ksm66-capsules': ashwagandhaKsm66Capsules,
  'beef-tallow-skin-cream': beefTallowSkinCream,
  'black-seed-honey': blackSeedHoney,
  'black-seed-oil': blackSeedOil,
  'black-seed-oil-capsules': blackSeedOilCapsules,
  'black-seed-soap': blackSeedSoap,
  'black-seed-turmeric-capsules': blackSeedTurmericCapsules,
  'bulk-cupping-cups-wholesale': bulkCuppingCupsWholesale,
  'cod-liver-oil-black-seed': codLiverOilBlackSeed,
  'cod-liver-oil-liquid': codLiverOilLiquid,
  'cup-liners-disposable': cupLinersDisposable,
  'cupping-cups-b1-to-b6': cuppingCupsB1ToB6,
  'facial-glider-cups': facialGliderCups,
  'glucosamine-turmeric-black-seed': glucosamineTurmericBlackSeed,
  'hijama-cupping-kit': hijamaCuppingKit,
  'iastm-scraping-tool': iastmScrapingTool,
  'manuka-honey-black-seed': manukaHoneyBlackSeed,
  'manuka-honey-mgo-263': manukaHoneyMgo263,
  'manuka-honey-mgo-514': manukaHoneyMgo514,
  'manuka-honey-mgo-829': manukaHoneyMgo829,
  'pure-argan-oil': pureArganOil,
  'raw-sidr-honey': rawSidrHoney,
  'raw-wildflower-honey': rawWildflowerHoney,
  'shilajit-capsules': shilajitCapsules,
  'shilajit-resin': shilajitResin,
  'silicone-cupping-set': siliconeCuppingSet,
  'sterile-surgical-blades': sterileSurgicalBlades,
  'tallow-lip-balm': tallowLipBalm,
  'tongkat-ali-capsules': tongkatAliCapsules,
  'trade-pack-ashwagandha': tradePackAshwagandha,
  'turmeric-curcumin-capsules': turmericCurcuminCapsules,
  'virgin-coconut-oil': virginCoconutOil,
  'wholesale-black-seed-oil-1l': wholesaleBlackSeedOil1l,
  'wholesale-manuka-honey-263-case': wholesaleManukaHoney263Case,
  'wholesale-shilajit-resin-10': wholesaleShilajitResin10,
} as Readonly<Record<string, ProductContent>>;

/** The copy for a handle with no file of its own. */
export const DEFAULT_PRODUCT_PAGE_FILE: ProductContent = defaultContent as ProductContent;
