import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { useCategories } from '@/features/categories/api/get-categories';
import type { CategoryChoices } from '@/features/event-management/components/category-select';
import { CreateEventScreen, EditEventScreen } from '@/features/event-management/components/event-form-screen';
import { profileQueryOptions } from '@/features/users/api/get-profile';
import { useSession } from '@/lib/session';

/** Create versus edit is decided by the id parameter. */
export default function EventFormPage() {
  const { id } = useParams();
  const categoriesQuery = useCategories();
  const queryClient = useQueryClient();
  const { user, updateUser } = useSession();

  const categories = useMemo<CategoryChoices>(
    () => ({
      categories: categoriesQuery.data ?? [],
      loading: categoriesQuery.isPending,
      failed: categoriesQuery.isError,
      retry: () => void categoriesQuery.refetch(),
    }),
    [categoriesQuery.data, categoriesQuery.isPending, categoriesQuery.isError, categoriesQuery.refetch],
  );

  // A first event makes a user an organizer on the server: reload the profile so the navbar shows Organizer.
  const refreshProfile = useCallback(() => {
    if (!user) return;
    queryClient.fetchQuery({ ...profileQueryOptions(user._id), staleTime: 0 }).then(
      ({ user: fresh }) => updateUser(fresh),
      () => {},
    );
  }, [queryClient, updateUser, user]);

  return (
    <PageContainer>
      {id ? (
        <EditEventScreen key={id} id={id} categories={categories} />
      ) : (
        <CreateEventScreen categories={categories} onCreated={refreshProfile} />
      )}
    </PageContainer>
  );
}
