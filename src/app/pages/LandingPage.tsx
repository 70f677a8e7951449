import { useLoaderData, useRevalidator } from 'react-router';
import { Landing } from '../../components/Landing';
import { LoadError } from '../../components/LoadError';
import type { LandingData } from './loaders';
import { useSettled } from './useSettled';

export function LandingPage() {
  const categories = useSettled(useLoaderData<LandingData>().categories);
  const { revalidate } = useRevalidator();
  return (
    <>
      <title>Cravings — food delivered in 30 minutes</title>
      {categories.status === 'rejected' ? (
        <LoadError what="the cuisines" onRetry={() => void revalidate()} />
      ) : (
        <Landing categories={categories.status === 'fulfilled' ? categories.value : undefined} />
      )}
    </>
  );
}
