// How the dashboard addresses the signed-in person.

type Named = { firstName: string | null };

export function firstNameOrFriend(user: Named | null | undefined): string {
  const name = user?.firstName?.trim();
  return name ? name : 'Friend';
}

export function avatarInitial(user: Named | null | undefined): string {
  return firstNameOrFriend(user).charAt(0).toUpperCase();
}
