// The names of the help lines MindCheck ships (server/src/content/crisis-directory.ts, and the
// client's stand-in when the page has no directory: client/src/lib/crisis-shell.ts), kept here so
// that a member reading another language sees each name in it (issue #36): the client says a name
// it knows from its catalogue (`app:crisis.lines.<key>`, client/src/lib/help-line-name.ts), and any
// other (an operator's own list) as it was written. Only the name: a line's number, page, source
// and check date are the directory's.
export const HELP_LINE_NAMES = Object.freeze({
  emergencyServices: 'Emergency services',
  emergencyServicesAll: 'Emergency services (police, fire, ambulance)',
  findAHelpline: 'Find a Helpline (free, confidential helplines in your country)',
  surpin: 'SURPIN suicide prevention line (toll-free)',
});
