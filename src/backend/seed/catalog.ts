import type { MenuDish } from '../../domain/menu';
import type { Category, CategoryName, Product } from '../../domain/types';

export function kebabCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const CATEGORIES: Category[] = [
  {
    _id: 'cat-indian',
    categoryName: 'Indian',
    description: 'Rich curries, tandoor grills and street-food favourites from across India.',
    url: '/images/categories/indian.svg',
  },
  {
    _id: 'cat-chinese',
    categoryName: 'Chinese',
    description: 'Wok-tossed noodles, dumplings and bold Szechuan flavours.',
    url: '/images/categories/chinese.svg',
  },
  {
    _id: 'cat-italian',
    categoryName: 'Italian',
    description: 'Wood-fired pizza, fresh pasta and classic Italian desserts.',
    url: '/images/categories/italian.svg',
  },
];

type DishRow = [
  title: string,
  price: string,
  rating: number,
  isVegetarian: boolean,
  restaurant: string,
  description: string,
];

// One row per dish, so the seed reads like the table in catalog.md.
// prettier-ignore
const DISHES: Record<CategoryName, DishRow[]> = {
  Indian: [
    ['Butter Chicken', '250', 4.5, false, 'Spice Delight', 'Tender chicken simmered in a creamy, buttery tomato gravy.'],
    ['Biryani', '200', 3.5, false, 'Taste of India', 'Fragrant basmati rice layered with spiced meat and saffron.'],
    ['Palak Paneer', '180', 1.5, true, 'Saffron Spice', 'Soft cottage cheese cubes in a smooth, garlicky spinach sauce.'],
    ['Masala Dosa', '150', 4.6, true, 'Dosa Corner', 'A crisp rice crêpe filled with spiced potato, served with chutney.'],
    ['Chole Bhature', '160', 4.3, true, 'Flavors of Punjab', 'Tangy chickpea curry with two puffy, golden fried breads.'],
    ['Tandoori Chicken', '280', 4.7, false, 'Spice Delight', 'Chicken marinated in yoghurt and spices, charred in the tandoor.'],
    ['Paneer Tikka', '220', 4.4, true, 'Saffron Spice', 'Smoky grilled paneer skewers with peppers and onions.'],
    ['Rajma Chawal', '170', 4.1, true, 'Taste of India', 'Slow-cooked red kidney beans over steamed rice.'],
    ['Gulab Jamun', '120', 4.9, true, 'Flavors of Punjab', 'Warm milk dumplings soaked in rose and cardamom syrup.'],
    ['Mango Lassi', '90', 4.2, true, 'Dosa Corner', 'A chilled, creamy yoghurt drink blended with ripe mango.'],
  ],
  Chinese: [
    ['Sweet and Sour Chicken', '180', 3.5, false, 'Golden Dragon', 'Crispy chicken tossed with pineapple in a glossy sweet and sour sauce.'],
    ['Fried Rice', '150', 4.2, true, "Wok n' Roll", 'Wok-fried rice with crunchy vegetables and spring onion.'],
    ['Chicken Manchurian', '200', 4.8, false, 'Panda Palace', 'Golden chicken dumplings in a spicy garlic and soy gravy.'],
    ['Mapo Tofu', '160', 4.6, false, 'Szechuan Garden', 'Silken tofu and minced pork in a fiery, numbing chilli sauce.'],
    ['Spring Rolls', '120', 2.3, true, "Wok n' Roll", 'Crisp rolls stuffed with shredded cabbage, carrot and glass noodles.'],
    ['Peking Duck', '300', 2.0, false, 'Golden Dragon', 'Lacquered roast duck with pancakes, cucumber and hoisin.'],
    ['Hot and Sour Soup', '100', 3.0, true, 'Szechuan Garden', 'A peppery, tangy broth with tofu, mushrooms and bamboo shoots.'],
    ['Chow Mein', '170', 1.5, true, 'Panda Palace', 'Stir-fried noodles with cabbage, carrot and bean sprouts.'],
    ['Dim Sum', '220', 4.9, true, "Wok n' Roll", 'A steamer basket of delicate vegetable dumplings.'],
    ['Vegetable Chow Mein', '150', 4.3, true, "Wok n' Roll", 'Soft noodles tossed with seasonal vegetables and light soy.'],
  ],
  Italian: [
    ['Margherita Pizza', '300', 4.6, true, 'Pizza Italia', 'Tomato, mozzarella and fresh basil on a wood-fired crust.'],
    ['Pasta Carbonara', '250', 4.2, false, 'Pasta La Vista', 'Spaghetti in a silky egg and pecorino sauce with crisp bacon.'],
    ['Ravioli', '280', 3.4, true, 'Trattoria Deliziosa', 'Pillowy pasta parcels filled with ricotta and spinach.'],
    ['Lasagna', '320', 4.8, false, 'Mamma Mia Ristorante', 'Layers of pasta, slow-cooked beef ragù and béchamel, baked golden.'],
    ['Tiramisu', '180', 4.5, true, 'Dolce Vita', 'Coffee-soaked sponge layered with mascarpone cream and cocoa.'],
    ['Bruschetta', '120', 2.0, true, 'Gusto Italiano', 'Toasted bread topped with tomatoes, garlic and olive oil.'],
    ['Gelato', '100', 3.7, true, 'Gelateria Bella', 'Dense, creamy Italian ice cream in classic flavours.'],
    ['Caprese Salad', '200', 3.0, true, 'Bella Cucina', 'Fresh mozzarella, ripe tomatoes and basil with olive oil.'],
    ['Panna Cotta', '150', 4.6, true, 'Gusto Italiano', 'A set vanilla cream with a bright berry coulis.'],
    ['Prosciutto e Melone', '220', 1.0, false, 'Mamma Mia Ristorante', 'Sweet cantaloupe wrapped in thin slices of cured ham.'],
  ],
};

/** The 30 dishes of catalog.md. */
export const SEED_PRODUCTS: Product[] = Object.entries(DISHES).flatMap(([categoryName, rows]) =>
  rows.map(([title, price, rating, isVegetarian, restaurant, description]) => ({
    _id: `prod-${kebabCase(title)}`,
    title,
    description,
    price,
    url: `/images/dishes/${kebabCase(title)}.svg`,
    isVegetarian,
    rating,
    categoryName: categoryName as CategoryName,
    restaurant,
  })),
);

/**
 * The seed's 30 dishes, then as many numbered variants of them as `size` asks for (`Biryani 2`,
 * `prod-biryani-2`, with prices and ratings spread): a catalog to test the store at scale.
 */
export function catalogOfSize(size: number): Product[] {
  const variants = Array.from({ length: Math.max(0, size - SEED_PRODUCTS.length) }, (_, index) => {
    const seed = SEED_PRODUCTS[index % SEED_PRODUCTS.length] as Product;
    const number = Math.floor(index / SEED_PRODUCTS.length) + 2;
    return {
      ...seed,
      _id: `${seed._id}-${number}`,
      title: `${seed.title} ${number}`,
      price: String(Number(seed.price) + (number % 10) * 15),
      rating: Math.round(((seed.rating + number * 0.7) % 3.9) * 10) / 10 + 1,
    };
  });
  return [...SEED_PRODUCTS, ...variants];
}

/** `VITE_CATALOG_SIZE=10000` seeds 10,000 dishes instead of the 30 of catalog.md. */
export const CATALOG_SIZE = Number(import.meta.env.VITE_CATALOG_SIZE) || SEED_PRODUCTS.length;
/** The dishes a new database starts with (D42): catalog.md's, or as many as the scale build asks. */
export const PRODUCTS: Product[] = catalogOfSize(CATALOG_SIZE);

/** The menu a new database (and a reset) starts with: every dish on it and available. */
export const seedMenu = (): MenuDish[] =>
  PRODUCTS.map((product) => ({ ...product, soldOut: false, hidden: false, version: 1 }));

/** The pictures a dish may have: the store's own dish images (D42). */
export const DISH_PICTURES: string[] = SEED_PRODUCTS.map((product) => product.url);

export function findCategory(categoryId: string): Category | undefined {
  return CATEGORIES.find((category) => category._id === categoryId);
}

const SEED_BY_ID = new Map(PRODUCTS.map((product) => [product._id, product]));
/** A dish of the seed, for fixtures and tests: the live menu is the database's. */
export const findProduct = (productId: string): Product | undefined => SEED_BY_ID.get(productId);
