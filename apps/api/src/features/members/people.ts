import { users } from '../../db/schema';

/** A person as member lists and invitations show them. */
export const personColumns = {
  userId: users.id,
  name: users.name,
  surname: users.surname,
  userName: users.userName,
  profileImagePath: users.profileImagePath,
};
