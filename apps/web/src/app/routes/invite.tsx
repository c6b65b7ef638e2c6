export { InvitePage as Component } from '@/features/members/components/invite-page';
