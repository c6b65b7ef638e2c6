import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileSchema, type UpdateProfileInput } from '@kolekt/shared/profile';
import type { Profile } from '@kolekt/shared/user';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import { userQueryKey } from '../api/get-user';
import { updateProfile, type ProfileValues } from '../api/update-profile';
import { ProfileImagePicker } from './profile-image-picker';

/** Spec §5 profile rules; Save is enabled only once a field differs from the profile (§4). */
export function ProfileEditDialog({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useModalStore((state) => state.close);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<UpdateProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onTouched',
    defaultValues: {
      name: profile.name,
      surname: profile.surname,
      biography: profile.biography ?? '',
      profileImagePath: profile.profileImagePath ?? '',
    },
  });
  const error = (message: string | undefined) =>
    message ? translateMessage(t, message, 'errors.unexpected') : undefined;
  const imagePath = useWatch({ control, name: 'profileImagePath' });

  const onSubmit = async (values: ProfileValues) => {
    try {
      const updated = await updateProfile(values);
      queryClient.setQueryData(userQueryKey(profile.id), updated);
      const { name, surname, biography, profileImagePath } = updated;
      useSessionStore.getState().updateUser({ name, surname, biography, profileImagePath });
      close();
    } catch {
      toast.error(t('profile.toasts.updateFailed'));
    }
  };

  const field = (name: 'name' | 'surname', labelKey: string) => (
    <FormField id={`profile-${name}`} label={t(labelKey)} error={error(errors[name]?.message)}>
      <Input
        id={`profile-${name}`}
        autoComplete={name === 'name' ? 'given-name' : 'family-name'}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
        {...register(name)}
      />
    </FormField>
  );

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <ProfileImagePicker
        user={profile}
        value={typeof imagePath === 'string' ? imagePath : null}
        onUploaded={(path) => {
          setValue('profileImagePath', path, { shouldDirty: true, shouldValidate: true });
          // The api has already saved the picture, so the page shows it even without Save.
          queryClient.setQueryData<Profile | null>(userQueryKey(profile.id), (old) =>
            old ? { ...old, profileImagePath: path } : old,
          );
          useSessionStore.getState().updateUser({ profileImagePath: path });
        }}
      />
      {errors.profileImagePath ? (
        <p role="alert" className="text-destructive text-xs">
          {error(errors.profileImagePath.message)}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'profile.editForm.name')}
        {field('surname', 'profile.editForm.surname')}
      </div>
      <FormField
        id="profile-biography"
        label={t('profile.editForm.biography')}
        error={error(errors.biography?.message)}
      >
        <textarea
          id="profile-biography"
          rows={4}
          placeholder={t('profile.editForm.biographyPlaceholder')}
          aria-invalid={Boolean(errors.biography)}
          aria-describedby={errors.biography ? 'profile-biography-error' : undefined}
          className="border-border bg-background placeholder:text-muted-foreground focus-visible:border-ring aria-invalid:border-destructive w-full rounded-lg border px-3 py-2 text-sm"
          {...register('biography')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={!isDirty || isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {t('profile.editForm.save')}
      </Button>
    </form>
  );
}
