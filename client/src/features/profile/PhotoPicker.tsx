import { ActionIcon, Box, FileButton, Tooltip, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { showToast } from '../../toast';
import { ProfileAvatar } from './ProfileAvatar';
import { checkPhotoFile } from './uploadProfileImage';
import { LineIcon } from '../../components/LineIcon';

/** Props of {@link PhotoPicker}. */
export interface PhotoPickerProps {
  /** The stored photo, shown until a file is chosen. */
  currentUrl: string | null;
  fallback: string;
  /** The chosen file (null: none), owned by the form so Save can upload it first (SPEC.md §4). */
  file: File | null;
  onChange(file: File | null): void;
}

/**
 * The avatar with a camera button (SPEC.md §2): choosing a file shows it at once; a file that is not
 * an image or is 5 MB or more is refused with SPEC's toast and not kept.
 */
export function PhotoPicker({ currentUrl, fallback, file, onChange }: PhotoPickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkPhotoFile(chosen);
    if (problem) {
      showToast({ color: 'red', title: problem.title, message: problem.description });
      return;
    }
    onChange(chosen);
  };

  return (
    <Box pos="relative" w={120} h={120}>
      <ProfileAvatar src={preview ?? currentUrl} fallback={fallback} />
      <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp,image/gif">
        {(props) => (
          <Tooltip label="Choose a profile photo">
            <ActionIcon {...props} pos="absolute" bottom={0} right={0} radius="xl" size="lg" variant="filled">
              <LineIcon size={18}>
                <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
                <circle cx="12" cy="13" r="3.5" />
              </LineIcon>
              <VisuallyHidden>Choose a profile photo</VisuallyHidden>
            </ActionIcon>
          </Tooltip>
        )}
      </FileButton>
    </Box>
  );
}
