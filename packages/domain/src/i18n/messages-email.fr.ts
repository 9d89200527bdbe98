/**
 * The e-mails' texts (French): the server writes e-mails with them (translate()); the browser never loads
 * them (they are in no part of the web app's catalogue, apps/web/src/lib/i18n.ts).
 */
export const messagesEmailFr = {
  'email.reset.subject': 'Réinitialisation de votre mot de passe {app}',
  'email.reset.body':
    "Bonjour {name},\n\nQuelqu'un a demandé la réinitialisation du mot de passe de votre compte {app}. Pour choisir un nouveau mot de passe, ouvrez ce lien d'ici une heure :\n\n{link}\n\nSi vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.",
  'email.invite.subject': 'Invitation à vous joindre à {app}',
  'email.invite.body':
    "Bonjour {name},\n\nVous avez reçu une invitation à vous joindre à {app}. Pour choisir votre mot de passe et vous connecter, ouvrez ce lien d'ici 7 jours :\n\n{link}",
  'email.invite.bodyBy':
    "Bonjour {name},\n\n{inviter} vous invite à vous joindre à {app}. Pour choisir votre mot de passe et vous connecter, ouvrez ce lien d'ici 7 jours :\n\n{link}",
  'email.inviteExisting.subject': "Tentative d'invitation à {app}",
  'email.inviteExisting.body':
    "Bonjour {name},\n\n{inviter} a tenté d'inviter cette adresse courriel à {app}, mais elle est déjà associée à votre compte. Rien n'a changé : vous pouvez vous connecter comme d'habitude.\n\nSi vous devez aussi avoir accès à un autre conseil scolaire, veuillez communiquer avec votre administrateur.",
  'email.meeting.invite.subject': 'Invitation : {descriptor}, {when}',
  'email.meeting.update.subject': 'Rencontre modifiée : {descriptor}, {when}',
  'email.meeting.invite.body':
    "Bonjour {name},\n\nVous êtes invité(e) à une rencontre : {descriptor} ({subject}).\n\nQuand : {when} ({duration} minutes)\nOù : {location}\n\nL'invitation de calendrier est jointe. Pour ouvrir la rencontre : {link}",
  'email.meeting.cancel.subject': 'Rencontre annulée : {descriptor}, {when}',
  'email.meeting.cancel.body': 'Bonjour {name},\n\nLa rencontre {descriptor} ({subject}) prévue le {when} a été annulée.',
  'email.meeting.recap.subject': 'Compte rendu : {descriptor}, {when}',
  'email.meeting.recap.body':
    'Bonjour {name},\n\nVoici le compte rendu de la rencontre {descriptor} ({subject}) tenue le {when}.\n\nÉlèves discutés :\n{students}\n\nQui fait quoi et pour quand :\n{actions}\n\nOuvrir la rencontre : {link}',
  'email.meeting.recap.none': '(aucun)',
  'email.meeting.recap.student': '- {student} : {key_issue}',
  'email.meeting.recap.action': '- {responsible} : {action}, pour le {date}{student}',
  'email.meeting.recap.actionStudent': ' ({student})',
  'email.meeting.noLocation': 'non précisé',
  'email.support.proposed.subject': 'Soutien à examiner : {support}',
  'email.support.proposed.body': 'Bonjour {name},\n\n{author} a proposé le soutien « {support} » pour {school}. Il attend votre examen :\n\n{link}',
  'email.support.approved.subject': 'Soutien approuvé : {support}',
  'email.support.approved.body': 'Bonjour {name},\n\n{reviewer} a approuvé le soutien « {support} » : il fait maintenant partie du réseau de {place}.{comment}\n\n{link}',
  'email.support.returned.subject': 'Soutien renvoyé : {support}',
  'email.support.returned.body':
    'Bonjour {name},\n\n{reviewer} a renvoyé le soutien « {support} » ({place}).{comment}\n\nVous pouvez le modifier et le soumettre de nouveau :\n\n{link}',
  'email.support.submitted.subject': 'Soutien soumis au réseau partagé : {support}',
  'email.support.submitted.body': 'Bonjour {name},\n\n{author} ({district}) a soumis le soutien « {support} » au réseau partagé. Il attend votre examen :{comment}\n\n{link}',
  'email.support.comment': '\n\nCommentaire : {comment}',
  'email.support.sharedNetwork': 'le réseau partagé',
  'email.plan.review.subject': 'Révision d’un plan de soutien dans une semaine : {student}',
  'email.plan.review.body':
    'Bonjour {name},\n\nLe plan de soutien de {student} ({school}, {year}) doit être révisé le {date}. Planifiez la révision avec l’équipe de soutien :\n\n{link}',
  'email.plan.guardian.subject': 'Le plan de soutien de {student} : pour votre signature',
  'email.plan.guardian.body':
    'Bonjour {name},\n\n{sender}, de {school}, vous envoie le plan de soutien de {student} ({year}) à lire et à signer.\n\nOuvrez ce lien pour lire le plan et le signer, ou refuser avec un commentaire. Il ne sert qu’une fois, jusqu’au {expires} :\n\n{link}\n\nVous n’avez besoin d’aucun compte. Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
  'email.mfaReset.subject': 'Le second facteur de votre compte {app} a été réinitialisé',
  'email.mfaReset.body':
    'Bonjour {name},\n\n{by} a retiré les seconds facteurs (applications d’authentification, clés d’accès et codes de récupération) de votre compte {app}. À votre prochaine connexion, on vous demandera d’en configurer un nouveau si votre rôle l’exige.\n\nSi vous n’avez rien demandé, prévenez {support} sans tarder.',
};
