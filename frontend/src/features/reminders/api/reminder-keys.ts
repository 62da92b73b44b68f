// Query keys for reminders by push: the person's settings, and whether this device is subscribed.

export const reminderKeys = {
  all: ['reminders'] as const,
  settings: () => [...reminderKeys.all, 'settings'] as const,
  thisDevice: () => [...reminderKeys.all, 'this-device'] as const,
};
