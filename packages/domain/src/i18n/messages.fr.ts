import type { MessageKey } from './messages.en.ts';

/** The spec's message catalogue, French (Canadian usage). */
export const messagesFr: Record<MessageKey, string> = {
  'Not Found': 'Introuvable',
  'Internal Server Error': 'Erreur interne du serveur',
  'Unknown error occurred': 'Une erreur inconnue est survenue',
  'Invalid page, returning to page 1': 'Page invalide, retour à la page 1',
  'Could not download PDF': 'Impossible de télécharger le PDF',
  'Could not download file': 'Impossible de télécharger le fichier',
  'Could not perform action': "Impossible d'effectuer l'action",
  'The process is interrupted.': 'Le processus a été interrompu.',
  'Could not get data.': "Impossible d'obtenir les données.",
  'Could not upload file. Please check your inputs.': 'Impossible de téléverser le fichier. Veuillez vérifier vos données.',
  'Could not create team board': "Impossible de créer le tableau d'équipe",
  'Could not update team board': "Impossible de mettre à jour le tableau d'équipe",
  'Could not get statistics': "Impossible d'obtenir les statistiques",
  'Account suspended': 'Compte suspendu',
  'Your account is suspended. Please contact {email} for support.':
    "Votre compte est suspendu. Veuillez communiquer avec {email} pour obtenir de l'aide.",
  'A pop-up blocker is enabled. Please add this site to the exception list.':
    'Un bloqueur de fenêtres contextuelles est activé. Veuillez ajouter ce site à la liste des exceptions.',
  "You don't have permissions to view this page.": "Vous n'avez pas la permission de consulter cette page.",
  'State is invalid, please login again': "L'état est invalide, veuillez vous reconnecter",
  'Action not possible': 'Action impossible',
  'This user is assigned to only one district or school, and it is suspended.':
    "Cet utilisateur n'est affecté qu'à un seul conseil ou une seule école, et ce compte est suspendu.",
  'Invalid email or password': 'Courriel ou mot de passe invalide',
  'Please sign in to continue': 'Veuillez vous connecter pour continuer',
  'Your session has expired. Please sign in again.': 'Votre session a expiré. Veuillez vous reconnecter.',
  'The request could not be verified. Please reload the page and try again.':
    "La requête n'a pas pu être vérifiée. Veuillez recharger la page et réessayer.",
  'Too many attempts. Please wait a few minutes and try again.':
    'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
  'The request is too large': 'La requête est trop volumineuse',
  'Invalid value': 'Valeur invalide',
  'Unknown field': 'Champ inconnu',
  Success: 'Succès',
  Created: 'Créé',
  Updated: 'Mis à jour',
  'Team board created successfully': "Tableau d'équipe créé avec succès",
  'Team board updated successfully': "Tableau d'équipe mis à jour avec succès",
  'Resource Created': 'Ressource créée',
  'Resource Updated': 'Ressource mise à jour',
  "Your upload is in progress. We will notify you via email once it's completed.":
    'Votre téléversement est en cours. Nous vous aviserons par courriel une fois terminé.',
  'The PDF file is currently being generated and will be sent to you via email soon.':
    'Le fichier PDF est en cours de création et vous sera envoyé par courriel sous peu.',
  'District not found': 'Conseil scolaire introuvable',
  'School not found': 'École introuvable',
  'District or School not found': 'Conseil scolaire ou école introuvable',
  'Invalid url': 'URL invalide',
  'You provided invalid id in url': "L'identifiant fourni dans l'URL est invalide",
  "District you're trying to access is suspended": 'Le conseil scolaire auquel vous tentez d’accéder est suspendu',
  "School account you're trying to access is suspended": 'Le compte de l’école à laquelle vous tentez d’accéder est suspendu',
  'Disabled schools are currently suspended.': 'Les écoles désactivées sont actuellement suspendues.',
  Required: 'Obligatoire',
  'Not unique': 'Doit être unique',
  Exists: 'Existe déjà',
  'Invalid email': 'Courriel invalide',
  'Please enter at least {minlength} characters': 'Veuillez saisir au moins {minlength} caractères',
  'Please enter maximum {maxlength} characters': 'Veuillez saisir au plus {maxlength} caractères',
  'Please enter only numbers': 'Veuillez saisir uniquement des chiffres',
  'Value must be greater than or equal to {min}': 'La valeur doit être supérieure ou égale à {min}',
  'Value must be less than or equal to {max}': 'La valeur doit être inférieure ou égale à {max}',
  'Some of emails are already used or are invalid': 'Certains courriels sont déjà utilisés ou invalides',
  'Invalid phone number': 'Numéro de téléphone invalide',
  'Invalid file type': 'Type de fichier invalide',
  'File size should be up to {maxAllowedFileSize} MB': 'La taille du fichier ne doit pas dépasser {maxAllowedFileSize} Mo',
  'Invalid date format': 'Format de date invalide',
  'This date cannot be selected': 'Cette date ne peut pas être sélectionnée',
  'Please make sure to provide a valid Google Doc URL': 'Veuillez fournir une URL Google Docs valide',
  'Please make sure to provide a valid Youtube video URL': 'Veuillez fournir une URL de vidéo YouTube valide',
  'Please select a file': 'Veuillez sélectionner un fichier',
  'Please select a CSV file': 'Veuillez sélectionner un fichier CSV',
  'Please select at least one student': 'Veuillez sélectionner au moins un élève',
  'Please choose Default Team Board Category': "Veuillez choisir la catégorie par défaut du tableau d'équipe",
  'Please add at least one Team Board Category': "Veuillez ajouter au moins une catégorie au tableau d'équipe",
  'Maximum 20 items can be added': 'Un maximum de 20 éléments peut être ajouté',
  // Identity (issue 3)
  'This password is too common. Please choose another one.': 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
  'This link has expired or has already been used.': 'Ce lien est expiré ou a déjà été utilisé.',
  'Invalid password': 'Mot de passe invalide',
  'The agreement has changed. Please read it again.': "L'entente d'utilisation a été modifiée. Veuillez la relire.",
  'Please read and accept the user agreement to continue.': "Veuillez lire et accepter l'entente d'utilisation pour continuer.",
  'email.reset.subject': 'Réinitialisation de votre mot de passe {app}',
  'email.reset.body':
    "Bonjour {name},\n\nQuelqu'un a demandé la réinitialisation du mot de passe de votre compte {app}. Pour choisir un nouveau mot de passe, ouvrez ce lien d'ici une heure :\n\n{link}\n\nSi vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.",
  'email.invite.subject': 'Invitation à vous joindre à {app}',
  'email.invite.body':
    "Bonjour {name},\n\nVous avez reçu une invitation à vous joindre à {app}. Pour choisir votre mot de passe et vous connecter, ouvrez ce lien d'ici 7 jours :\n\n{link}",
  'email.invite.bodyBy':
    "Bonjour {name},\n\n{inviter} vous invite à vous joindre à {app}. Pour choisir votre mot de passe et vous connecter, ouvrez ce lien d'ici 7 jours :\n\n{link}",
  // Roster (issue 4)
  'This record was changed by someone else. Please reload and try again.':
    "Cette fiche a été modifiée par quelqu'un d'autre. Veuillez recharger la page et réessayer.",
  'This field comes from the student information system and cannot be changed':
    "Ce champ provient du système d'information sur les élèves et ne peut pas être modifié",
  // Input hardening (issue 13)
  'Contains an invisible control character that is not allowed': "Contient un caractère de contrôle invisible qui n'est pas permis",
  'email.inviteExisting.subject': "Tentative d'invitation à {app}",
  'email.inviteExisting.body':
    "Bonjour {name},\n\n{inviter} a tenté d'inviter cette adresse courriel à {app}, mais elle est déjà associée à votre compte. Rien n'a changé : vous pouvez vous connecter comme d'habitude.\n\nSi vous devez aussi avoir accès à un autre conseil scolaire, veuillez communiquer avec votre administrateur.",
  'A result cannot be recorded for a date in the future': 'Impossible d’inscrire un résultat à une date future',
};
