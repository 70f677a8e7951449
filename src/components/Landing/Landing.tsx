import { useId } from 'react';
import { DELIVERY_PROMISE_MINUTES } from '../../domain/constants';
import { CATEGORY_NAMES, type Category } from '../../domain/types';
import { SkeletonGroup } from '../Skeleton';
import { ButtonLink } from '../Button';
import { CategoryTile, CategoryTileSkeleton } from './CategoryTile';
import { Text } from '../Text';
import { Cuisines, Hero, HeroImage, HeroText } from './Landing.styles';
import { Stack } from '../Stack';
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
      <Hero as="section" $gap="lg" $align="center" aria-labelledby={heroTitleId}>
        <HeroImage src="/images/hero.svg" alt="" width={224} height={224} decoding="async" />
        <HeroText $gap="md" $align="inherit">
          <Text as="h1" $size="xxxl" $wideSize="display" $wideFrom="md" id={heroTitleId}>
            Craving something delicious?
          </Text>
          <Text $size="lg" $tone="muted">
            Indian, Chinese and Italian favourites from kitchens near you, at your door in{' '}
            {DELIVERY_PROMISE_MINUTES} minutes.
          </Text>
          <ButtonLink to={PATHS.dishes} size="lg">
            I&apos;m Hungry
          </ButtonLink>
        </HeroText>
      </Hero>
      <Cuisines as="section" $gap="md" aria-labelledby={cuisinesTitleId}>
        <Text as="h2" $size="xxl" id={cuisinesTitleId}>
          Browse by cuisine
        </Text>
        {categories ? (
          <Stack as="ul" $gap="md" $columns={3} $columnsFrom="md">
            {categories.map((category) => (
              <CategoryTile key={category._id} category={category} />
            ))}
          </Stack>
        ) : (
          <SkeletonGroup label="Loading cuisines">
            <Stack as="ul" $gap="md" $columns={3} $columnsFrom="md">
              {CATEGORY_NAMES.map((name) => (
                <CategoryTileSkeleton key={name} />
              ))}
            </Stack>
          </SkeletonGroup>
        )}
      </Cuisines>
    </>
  );
}
