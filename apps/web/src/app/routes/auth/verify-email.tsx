export { VerifyEmailScreen as Component } from '@/features/auth/components/verify-email-screen';
