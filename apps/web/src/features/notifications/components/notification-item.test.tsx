import type { Notification } from '@kolekt/shared/notification';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NotificationItem } from './notification-item';

const actor = { actorName: 'Burak', actorSurname: 'Er', actorUserName: 'burak_e' };
const lamps = { collectionId: '5a4c1d2e-9b8f-4e7d-a6c5-3b2a1f0e9d8c', collectionName: 'Lamps' };
const liked: Notification = {
  id: '0b9f0a52-3c1e-4a55-9a43-2f6f4bb0d1aa',
  type: 'like',
  params: { ...actor, ...lamps },
  createdAt: new Date().toISOString(),
  isRead: false,
};

const renderItem = (notification: Notification) =>
  renderWithProviders(
    <ul>
      <NotificationItem notification={notification} onMarkRead={() => {}} onDelete={() => {}} />
    </ul>,
  );

describe('NotificationItem', () => {
  it('words the same stored notification in the interface’s current language', async () => {
    renderItem(liked);
    const item = screen.getByRole('listitem', { name: 'New like' });
    expect(item).toHaveTextContent('Burak Er (@burak_e) liked your collection "Lamps".');

    await act(() => i18next.changeLanguage('tr'));
    const turkish = screen.getByRole('listitem', { name: 'Yeni beğeni' });
    expect(turkish).toHaveTextContent('Burak Er (@burak_e) "Lamps" koleksiyonunu beğendi.');
    expect(turkish).toHaveTextContent('Beğeni');
  });

  it('words follows and comments from their params', async () => {
    const base = { createdAt: new Date().toISOString(), isRead: true };
    renderItem({ ...base, id: 'f', type: 'follow', params: actor });
    expect(screen.getByRole('listitem', { name: 'New follower' })).toHaveTextContent(
      'Burak Er (@burak_e) started following you.',
    );
    await act(() => i18next.changeLanguage('tr'));
    expect(screen.getByRole('listitem', { name: 'Yeni takipçi' })).toHaveTextContent(
      'Burak Er (@burak_e) seni takip etmeye başladı.',
    );
    renderItem({
      ...base,
      id: 'c',
      type: 'comment',
      params: { ...actor, ...lamps, commentPreview: 'Nice <b>lamps</b>' },
    });
    expect(screen.getByRole('listitem', { name: 'Yeni yorum' })).toHaveTextContent(
      'Burak Er (@burak_e) "Lamps" koleksiyonuna yorum yaptı: "Nice <b>lamps</b>"',
    );
  });

  it('shows a system notification’s text as written', () => {
    renderItem({
      id: 's',
      type: 'system',
      params: { title: 'Scheduled maintenance', message: 'Back in ten minutes.' },
      createdAt: new Date().toISOString(),
      isRead: true,
    });
    expect(screen.getByRole('listitem', { name: 'Scheduled maintenance' })).toHaveTextContent(
      'Back in ten minutes.',
    );
  });
});
