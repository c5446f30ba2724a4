import { Avatar, type AvatarProps } from '@mantine/core';

/** Props of {@link ProfileAvatar}. */
export interface ProfileAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  /** The photo to show (a chosen file's preview or the stored photo), else `fallback`. */
  src: string | null;
  /** Letters shown without a photo (SPEC.md §2 gives each page its own rule). */
  fallback: string;
}

/** A large avatar for the profile pages: decorative, since the name is always next to it. */
export function ProfileAvatar({ src, fallback, ...props }: ProfileAvatarProps) {
  return (
    <Avatar src={src} alt="" aria-hidden size={120} radius={120} color="violet" {...props}>
      {fallback}
    </Avatar>
  );
}
