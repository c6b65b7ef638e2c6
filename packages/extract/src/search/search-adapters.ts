import type { SearchAdapter } from './adapters/search-adapter';
import { amazonAdapter } from './adapters/amazon';
import { boynerAdapter } from './adapters/boyner';
import { ciceksepetiAdapter } from './adapters/ciceksepeti';
import { hepsiburadaAdapter } from './adapters/hepsiburada';
import { mediamarktAdapter } from './adapters/mediamarkt';
import { n11Adapter } from './adapters/n11';
import { teknosaAdapter } from './adapters/teknosa';
import { trendyolAdapter } from './adapters/trendyol';
import type { SearchStoreId } from '@kolekt/shared/search-store-ids';

/** One adapter per built-in store (`@kolekt/shared/stores`). */
export const searchAdapters: Record<SearchStoreId, SearchAdapter> = {
  amazon: amazonAdapter,
  trendyol: trendyolAdapter,
  hepsiburada: hepsiburadaAdapter,
  n11: n11Adapter,
  ciceksepeti: ciceksepetiAdapter,
  teknosa: teknosaAdapter,
  mediamarkt: mediamarktAdapter,
  boyner: boynerAdapter,
};
