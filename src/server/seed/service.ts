// The seed catalogue and demo admin: what the first start writes into an empty database. Other
// domains read the seed catalogue's product list through here.
export { SEED_PRODUCTS } from './catalogue-data';
