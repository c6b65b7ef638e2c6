import { useTranslation } from 'react-i18next';
import { useSearchUsers } from '../api/search-users';
import { SearchMessage } from './search-message';
import { UserResultCard } from './user-result-card';

export function UserResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const { data: users = [], isPending } = useSearchUsers(query);
  if (users.length === 0) {
    return <SearchMessage searching={isPending} emptyTitle={t('search.empty.users', { query })} />;
  }
  return (
    <ul aria-label={t('search.tabs.users')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {users.map((user) => (
        <li key={user.id}>
          <UserResultCard user={user} />
        </li>
      ))}
    </ul>
  );
}
