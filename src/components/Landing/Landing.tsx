import { useId } from 'react';
import { DELIVERY_PROMISE_MINUTES } from '../../domain/constants';
import { CATEGORY_NAMES, type Category } from '../../domain/types';
import { SkeletonGroup } from '../Skeleton';
import { ButtonLink } from '../Button';
import { CategoryTile, CategoryTileSkeleton } from './CategoryTile';
import {
  Cuisines,
  Hero,
  HeroImage,
  HeroText,
  SectionTitle,
  Tagline,
  Tiles,
  Title,
} from './Landing.styles';
import { PATHS } from '../../domain/paths';

export interface LandingProps {
  /** `undefined` while loading: skeleton tiles take their place (D14). */
  categories: Category[] | undefined;
}

/** The home page: a hero with 'I'm Hungry' and a tile per cuisine. */
export function Landing({ categories }: LandingProps) {
  const heroTitleId = useId();
  const cuisinesTitleId = useId();
  return (
    <>
      <Hero aria-labelledby={heroTitleId}>
        <HeroText>
          <Title id={heroTitleId}>Craving something delicious?</Title>
          <Tagline>
            Indian, Chinese and Italian favourites from kitchens near you, at your door in{' '}
            {DELIVERY_PROMISE_MINUTES} minutes.
          </Tagline>
          <ButtonLink to={PATHS.dishes} size="lg">
            I&apos;m Hungry
          </ButtonLink>
        </HeroText>
        <HeroImage src="/images/hero.svg" alt="" width={224} height={224} decoding="async" />
      </Hero>
      <Cuisines aria-labelledby={cuisinesTitleId}>
        <SectionTitle id={cuisinesTitleId}>Browse by cuisine</SectionTitle>
        {categories ? (
          <Tiles>
            {categories.map((category) => (
              <CategoryTile key={category._id} category={category} />
            ))}
          </Tiles>
        ) : (
          <SkeletonGroup label="Loading cuisines">
            <Tiles>
              {CATEGORY_NAMES.map((name) => (
                <CategoryTileSkeleton key={name} />
              ))}
            </Tiles>
          </SkeletonGroup>
        )}
      </Cuisines>
    </>
  );
}
