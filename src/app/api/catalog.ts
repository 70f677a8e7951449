import * as routes from '../../domain/api/routes/catalog';
import { call } from './client';

export const getProducts = () => call(routes.products).then((reply) => reply.products);

export const getCategories = () => call(routes.categories).then((reply) => reply.categories);
