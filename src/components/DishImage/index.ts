export { DishImage } from './DishImage';
export type { DishImageProps } from './DishImage';
export { DISH_IMAGE_SIZE, type DishImageVariant } from './DishImage.styles';
