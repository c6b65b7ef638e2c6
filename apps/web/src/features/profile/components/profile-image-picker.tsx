import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { translateMessage } from '@/lib/translate-message';
import { uploadProfileImage } from '../api/upload-profile-image';

interface ProfileImagePickerProps {
  user: { name: string; surname: string };
  value: string | null | undefined;
  onUploaded: (path: string) => void;
}

/** Picker → upload → preview: the api stores the picture and answers its path. */
export function ProfileImagePicker({ user, value, onUploaded }: ProfileImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(false);

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const { profileImagePath } = await uploadProfileImage(file);
      onUploaded(profileImagePath);
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      toast.error(translateMessage(t, message, 'profile.toasts.imageFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <UserAvatar
        key={value}
        user={{ ...user, profileImagePath: value }}
        className="size-16 text-lg"
      />
      <div className="space-y-1">
        <p className="text-sm font-medium">{t('profile.editForm.picture')}</p>
        <label
          htmlFor={id}
          className="border-border hover:bg-muted inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:outline-2"
        >
          {uploading ? <Spinner /> : <Camera aria-hidden className="size-4" />}
          {uploading ? t('profile.editForm.uploading') : t('profile.editForm.changePicture')}
          <input
            id={id}
            type="file"
            accept="image/*"
            disabled={uploading}
            className="sr-only"
            onChange={(event) => {
              void onPick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
    </div>
  );
}
