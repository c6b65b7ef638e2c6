import { LinkIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { rememberReturnPath } from '@/lib/return-path';
import { useModalStore } from '@/stores/modal-store';
import { useIsAuthenticated } from '@/stores/session-store';
import { findSharedLink } from '../lib/find-shared-link';

/** Signed in: on to the collections with the add-product dialog open on the shared link. */
function OpenAddProduct({ url }: { url: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Once: React's development double effects must not stack two dialogs.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void navigate('/collections', { replace: true });
    useModalStore.getState().push({ kind: 'addProduct', size: 'xl', props: { url } });
  }, [navigate, url]);
  return (
    <p role="status" className="text-muted-foreground flex items-center justify-center gap-2 py-16">
      <Spinner />
      {t('share.opening')}
    </p>
  );
}

/**
 * /share, the PWA's share target (issue #9 point 6): a link shared from a phone's browser or a
 * shop's app opens the add-product dialog with it; a guest signs in first and comes back here.
 */
export function SharePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const authenticated = useIsAuthenticated();
  const url = findSharedLink(new URLSearchParams(search));

  if (url && !authenticated) {
    rememberReturnPath(pathname + search);
    return <Navigate to="/login" replace />;
  }
  return (
    <PageContainer>
      <h1 className="sr-only">{t('share.title')}</h1>
      {url ? (
        <OpenAddProduct url={url} />
      ) : (
        <EmptyState
          icon={LinkIcon}
          title={t('share.noLink')}
          description={t('share.noLinkHint')}
          action={
            <Link to="/" className={buttonClasses('primary')}>
              {t('share.home')}
            </Link>
          }
        />
      )}
    </PageContainer>
  );
}
