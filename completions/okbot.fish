# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_okbot_global_optspecs
    string join \n root= json q/quiet color= h/help V/version
end

function __fish_okbot_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_okbot_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_okbot_using_subcommand
    set -l cmd (__fish_okbot_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c okbot -n "__fish_okbot_needs_command" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_needs_command" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_needs_command" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_needs_command" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_needs_command" -s V -l version -d 'Print version'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "init" -d 'Create the data root: settings, roster files, global memory, logs'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "status" -d 'Show every assistant and squad: messages, model, context window, last activity'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "doctor" -d 'Check every file of the data root; change nothing'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "assistant" -d 'Create, list, inspect, rename and delete assistants'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "squad" -d 'Squads: several assistants working in one shared session'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "soul" -d 'Show, edit and patch an assistant\'s persona (SOUL.md, kept equal to AGENTS.md)'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "chat" -d 'Talk to an assistant: send one message and print the reply'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "session" -d 'Read and write an owner\'s transcript (session.jsonl)'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "context" -d 'Inspect the model\'s view of a conversation'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "compress" -d 'Fold older messages into the summary; the transcript itself is never shortened'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "evolve" -d 'Run evolution now: memory extraction, the skill upsert and the persona patch'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "history" -d 'Search a conversation\'s history, including what the summary folded away'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "memory" -d 'Memories: what your assistants remember across sessions'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "task" -d 'Long tasks and their steps (the assistant keeps them up to date while it works)'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "note" -d 'Notes: documents an assistant keeps (designs, requirements, reports), stored as safe HTML'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "schedule" -d 'Jobs that run a prompt on a schedule (cron runs `okbot schedule tick`)'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "skill" -d 'Skills: procedures an assistant loads when a task fits them (SKILL.md folders)'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "bundle" -d 'Share assistants as .okbot bundles: export, check, import, install from the gallery'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "approvals" -d 'Decide actions that wait for your approval'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "model" -d 'Configure the models okbot talks to'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "settings" -d 'Read and change settings.json with dotted keys'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "completions" -d 'Print a shell completion script (bash, zsh, fish, elvish, powershell)'
complete -c okbot -n "__fish_okbot_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand init" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand init" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand init" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand init" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand init" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand status" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand status" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand status" -s a -l assistant -d 'Only this assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand status" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand status" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand status" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand doctor" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand doctor" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand doctor" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand doctor" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand doctor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -f -a "create" -d 'Create an assistant: a folder with bot.json, a persona (SOUL.md and AGENTS.md) and memory.md'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -f -a "list" -d 'List assistants, most recent first'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -f -a "show" -d 'Show an assistant\'s profile and files'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -f -a "rename" -d 'Rename an assistant'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -f -a "delete" -d 'Delete an assistant: its folder moves to <root>/.trash/'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and not __fish_seen_subcommand_from create list show rename delete help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from create" -s d -l description -d 'One line on what the assistant is for' -r
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from create" -l emoji -d 'Avatar emoji' -r
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from create" -l avatar-color -d 'Avatar colour' -r
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from create" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from create" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from create" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from rename" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from rename" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from rename" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from rename" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from rename" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from delete" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from delete" -l yes -d 'Confirm the deletion'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from delete" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create an assistant: a folder with bot.json, a persona (SOUL.md and AGENTS.md) and memory.md'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from help" -f -a "list" -d 'List assistants, most recent first'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show an assistant\'s profile and files'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from help" -f -a "rename" -d 'Rename an assistant'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete an assistant: its folder moves to <root>/.trash/'
complete -c okbot -n "__fish_okbot_using_subcommand assistant; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -f -a "create" -d 'Create a squad of two or more assistants'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -f -a "list" -d 'List squads'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -f -a "show" -d 'Show a squad and its members'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -f -a "add-member" -d 'Add an assistant to a squad'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -f -a "remove-member" -d 'Remove an assistant from a squad (a squad keeps at least two members)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -f -a "set-role" -d 'Give a member a new role (what the captain reads about it; empty: "member")'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -f -a "delete" -d 'Delete a squad: its folder moves to <root>/.trash/ (the members stay)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and not __fish_seen_subcommand_from create list show add-member remove-member set-role delete help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from create" -s m -l member -d 'A member as ASSISTANT or ASSISTANT:ROLE (repeat; at least two)' -r
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from create" -s d -l description -d 'One line on what the squad is for' -r
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from create" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from create" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from create" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from create" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from add-member" -s r -l role -d 'What the member does in the squad' -r
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from add-member" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from add-member" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from add-member" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from add-member" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from add-member" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from remove-member" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from remove-member" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from remove-member" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from remove-member" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from remove-member" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from set-role" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from set-role" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from set-role" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from set-role" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from set-role" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from delete" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from delete" -l yes -d 'Confirm the deletion'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from delete" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a squad of two or more assistants'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from help" -f -a "list" -d 'List squads'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show a squad and its members'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from help" -f -a "add-member" -d 'Add an assistant to a squad'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from help" -f -a "remove-member" -d 'Remove an assistant from a squad (a squad keeps at least two members)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from help" -f -a "set-role" -d 'Give a member a new role (what the captain reads about it; empty: "member")'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a squad: its folder moves to <root>/.trash/ (the members stay)'
complete -c okbot -n "__fish_okbot_using_subcommand squad; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -f -a "show" -d 'Print the persona'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -f -a "edit" -d 'Edit the persona in $VISUAL or $EDITOR'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -f -a "patch" -d 'Replace or add persona sections'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -f -a "diff" -d 'Show how SOUL.md and AGENTS.md differ (or, with --prev, what the last change did)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -f -a "revert" -d 'Undo okbot\'s last change to the persona'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and not __fish_seen_subcommand_from show edit patch diff revert help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from show" -s a -l assistant -d 'Assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from edit" -s a -l assistant -d 'Assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from edit" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from edit" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from edit" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from edit" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from patch" -s a -l assistant -d 'Assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from patch" -l from -d 'Read the patch from FILE (`-`: stdin, the default)' -r
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from patch" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from patch" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from patch" -l dry-run -d 'Print the change as a diff and write nothing'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from patch" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from patch" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from patch" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from diff" -s a -l assistant -d 'Assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from diff" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from diff" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from diff" -l prev -d 'Compare the text kept before okbot\'s last change (SOUL.md.prev) with the current persona'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from diff" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from diff" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from diff" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from revert" -s a -l assistant -d 'Assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from revert" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from revert" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from revert" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from revert" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from revert" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print the persona'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from help" -f -a "edit" -d 'Edit the persona in $VISUAL or $EDITOR'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from help" -f -a "patch" -d 'Replace or add persona sections'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from help" -f -a "diff" -d 'Show how SOUL.md and AGENTS.md differ (or, with --prev, what the last change did)'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from help" -f -a "revert" -d 'Undo okbot\'s last change to the persona'
complete -c okbot -n "__fish_okbot_using_subcommand soul; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand chat" -s a -l assistant -d 'Assistant or squad (id or name); with no assistant at all, one is created' -r
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l model -d 'Model for this turn: PROVIDER/MODEL, MODEL, `offline`, or `offline:script=FILE`' -r
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l approve -d 'Allow calls of this tool without asking (repeatable)' -r
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l jsonl -d 'Print one JSON event per line'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l yes -d 'Allow every tool call that would ask for approval'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l resume -d 'Continue a turn that waited for approval (after `okbot approvals allow|deny`)'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l no-continue -d 'Do not continue the task in progress after this turn (by default okbot does when the turn worked on it or the message asks to go on, e.g. "continue"; those replies go to stderr)'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l continue -d 'Continue the task in progress after this turn even if the turn did not work on it'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -l no-evolve -d 'Skip the wrap-up after the reply: no memory extraction, and the turn does not count towards the next one (evolution.json)'
complete -c okbot -n "__fish_okbot_using_subcommand chat" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -f -a "show" -d 'Show the conversation as people see it'
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -f -a "list" -d 'List owners with their message counts and last activity'
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -f -a "append" -d 'Append rows to a transcript'
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -f -a "reset" -d 'Start an empty transcript; the old one is archived, not deleted'
complete -c okbot -n "__fish_okbot_using_subcommand session; and not __fish_seen_subcommand_from show list append reset help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -s n -l limit -d 'Show at most the last N rows' -r
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -l before -d 'Show only rows before the row with this id' -r
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -l all -d 'Also show tool calls and tool results'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -l role -d 'Role of the message given with --text' -r -f -a "user\t''
assistant\t''"
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -l text -d 'Text of one message (with --role; default role user)' -r
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -l hidden -d 'Mark the rows hidden: the model sees them, `session show` does not'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from append" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from reset" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from reset" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from reset" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from reset" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from reset" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from reset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show the conversation as people see it'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "list" -d 'List owners with their message counts and last activity'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "append" -d 'Append rows to a transcript'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "reset" -d 'Start an empty transcript; the old one is archived, not deleted'
complete -c okbot -n "__fish_okbot_using_subcommand session; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand context; and not __fish_seen_subcommand_from show help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand context; and not __fish_seen_subcommand_from show help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand context; and not __fish_seen_subcommand_from show help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand context; and not __fish_seen_subcommand_from show help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand context; and not __fish_seen_subcommand_from show help" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand context; and not __fish_seen_subcommand_from show help" -f -a "show" -d 'Print exactly what the model would receive: `## instructions`, then `## session items`'
complete -c okbot -n "__fish_okbot_using_subcommand context; and not __fish_seen_subcommand_from show help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -l at -d 'Show what the model saw when this user message was sent (later rows left out)' -r
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -l message -d 'Add a new user message, as the next chat turn would' -r
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -l member -d 'With a squad: show the request this member\'s run gets for --task (its own persona, memories, skills and tools; the task is its only message)' -r
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -l task -d 'The task the squad\'s captain gives the --member' -r
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print exactly what the model would receive: `## instructions`, then `## session items`'
complete -c okbot -n "__fish_okbot_using_subcommand context; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand compress" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l instructions -d 'Extra instructions for the summarizer, added to its default prompt' -r
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l now -d 'Compress now, keeping the recent messages, if there are more than keepRecentMin'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l new-topic -d 'Fold everything: the next request carries the summary and the new message only'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l dry-run -d 'Show the cut point, what would be folded and the tokens before and after; write nothing'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l undo -d 'Restore the summary and coverage from before the last compression'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l full -d 'Summarise everything not yet covered, beyond contextCompression.maxFoldChars; tells the number of summarizer calls first and asks when there are more than 20'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -l yes -d 'With --full: go ahead without asking, however many calls it takes'
complete -c okbot -n "__fish_okbot_using_subcommand compress" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -l only -d 'Run only this kind of evolution (repeatable; all kinds when absent)' -r -f -a "memory\t'Memory extraction and the memory clean-up'
skills\t'The skill upsert'
soul\t'The persona (SOUL.md, AGENTS.md) patch'"
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -l all -d 'Every assistant\'s and squad\'s'
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -l force -d 'Run even when the throttle does not call for it'
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -l dry-run -d 'Show what would change; write nothing'
complete -c okbot -n "__fish_okbot_using_subcommand evolve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand history; and not __fish_seen_subcommand_from search help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand history; and not __fish_seen_subcommand_from search help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand history; and not __fish_seen_subcommand_from search help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand history; and not __fish_seen_subcommand_from search help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand history; and not __fish_seen_subcommand_from search help" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand history; and not __fish_seen_subcommand_from search help" -f -a "search" -d 'Rank this conversation\'s messages and tool rows by relevance to QUERY'
complete -c okbot -n "__fish_okbot_using_subcommand history; and not __fish_seen_subcommand_from search help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from search" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from search" -s n -l limit -d 'Show at most N hits (1 or more)' -r
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from search" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from search" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from search" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from search" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from search" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from help" -f -a "search" -d 'Rank this conversation\'s messages and tool rows by relevance to QUERY'
complete -c okbot -n "__fish_okbot_using_subcommand history; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "list" -d 'List memories (kept ones and candidates; expired ones are left out)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "show" -d 'Show a memory: every field and its status history'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "add" -d 'Remember something (kept at once unless --candidate); `-` or a pipe adds one memory per line'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "pin" -d 'Pin a memory: always in the prompt, never moved back to the candidates'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "unpin" -d 'Unpin a memory (it stays kept)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "promote" -d 'Keep a candidate: make it durable, so it may reach the prompt'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "demote" -d 'Move a kept memory back to the candidates'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "forget" -d 'Forget memories: remove them and their history (all or none)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "search" -d 'Memories whose text holds every word of the query (any case)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "gc" -d 'Clean up: remove expired memories and old candidates, move unused kept ones back'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "recall" -d 'Show which memories the next request would carry, and why'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and not __fish_seen_subcommand_from list show add pin unpin promote demote forget search gc recall help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from list" -s a -l assistant -d 'Assistant (id or name): its memories and the global ones [default: OKBOT_ASSISTANT, else the global ones only]' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from list" -l scope -d 'Only global memories, or only the assistant\'s own' -r -f -a "global\t''
bot\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from list" -l status -d 'Only candidates, or only kept (durable) memories' -r -f -a "candidate\t''
durable\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from show" -s a -l assistant -d 'Assistant the memory belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -s a -l assistant -d 'Assistant (id or name) [default: OKBOT_ASSISTANT, else a global memory]' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -l scope -d 'Global (every assistant sees it) or the assistant\'s own [default: bot with an assistant, else global]' -r -f -a "global\t''
bot\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -l expires -d 'When it stops applying: a time (RFC 3339) or a date (YYYY-MM-DD, midnight UTC)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -l candidate -d 'Add it as a candidate (kept only if it comes up again)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -l pin -d 'Pin it'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from pin" -s a -l assistant -d 'Assistant the memory belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from pin" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from pin" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from pin" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from pin" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from pin" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from unpin" -s a -l assistant -d 'Assistant the memory belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from unpin" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from unpin" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from unpin" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from unpin" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from unpin" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from promote" -s a -l assistant -d 'Assistant the memory belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from promote" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from promote" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from promote" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from promote" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from promote" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from demote" -s a -l assistant -d 'Assistant the memory belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from demote" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from demote" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from demote" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from demote" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from demote" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from forget" -s a -l assistant -d 'Assistant the memories belong to (default: whichever has them)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from forget" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from forget" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from forget" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from forget" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from forget" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from search" -s a -l assistant -d 'Assistant (id or name): its memories and the global ones [default: OKBOT_ASSISTANT, else the global ones only]' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from search" -l scope -d 'Only global memories, or only the assistant\'s own' -r -f -a "global\t''
bot\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from search" -l status -d 'Only candidates, or only kept (durable) memories' -r -f -a "candidate\t''
durable\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from search" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from search" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from search" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from search" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from search" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from gc" -s a -l assistant -d 'Assistant (id or name): its memories and the global ones [default: the global ones and every assistant\'s]' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from gc" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from gc" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from gc" -l dry-run -d 'Show what would change; write nothing'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from gc" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from gc" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from gc" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from recall" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from recall" -l query -d 'The new message to rank against (default: the newest message of the conversation)' -r
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from recall" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from recall" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from recall" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from recall" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from recall" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "list" -d 'List memories (kept ones and candidates; expired ones are left out)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show a memory: every field and its status history'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "add" -d 'Remember something (kept at once unless --candidate); `-` or a pipe adds one memory per line'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "pin" -d 'Pin a memory: always in the prompt, never moved back to the candidates'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "unpin" -d 'Unpin a memory (it stays kept)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "promote" -d 'Keep a candidate: make it durable, so it may reach the prompt'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "demote" -d 'Move a kept memory back to the candidates'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "forget" -d 'Forget memories: remove them and their history (all or none)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "search" -d 'Memories whose text holds every word of the query (any case)'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "gc" -d 'Clean up: remove expired memories and old candidates, move unused kept ones back'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "recall" -d 'Show which memories the next request would carry, and why'
complete -c okbot -n "__fish_okbot_using_subcommand memory; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "list" -d 'List tasks (every owner\'s, or one owner\'s with -a)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "show" -d 'Show a task and its steps'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "add" -d 'Add a task (queued; --start to work on it now, --backlog to park it)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "step" -d 'Add a step to a task, or change one (status, note)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "start" -d 'Start working on a task (the task in progress, if any, goes back to the queue)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "block" -d 'Mark a step blocked: the task is not continued until it is unblocked'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "done" -d 'Mark a task done (final; it says nothing about success)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "backlog" -d 'Park a task in the backlog (it is not worked on until started)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "delete" -d 'Delete a task and its steps'
complete -c okbot -n "__fish_okbot_using_subcommand task; and not __fish_seen_subcommand_from list show add step start block done backlog delete help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from list" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from list" -l all -d 'Every assistant\'s and squad\'s'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from show" -s a -l assistant -d 'Assistant or squad the task belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -l step -d 'A step (repeatable, in order)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -l start -d 'Start it now (the task in progress, if any, goes back to the queue)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -l backlog -d 'Park it in the backlog'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -l add -d 'Add a step with this title' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -l status -d 'New status: pending, in_progress, blocked, succeeded, failed, cancelled' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -l note -d 'A note on the step (an empty note removes it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -s a -l assistant -d 'Assistant or squad the task belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from step" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from start" -s a -l assistant -d 'Assistant or squad the task belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from start" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from start" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from start" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from start" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from start" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from block" -l note -d 'What it waits for' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from block" -s a -l assistant -d 'Assistant or squad the task belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from block" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from block" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from block" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from block" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from block" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from done" -s a -l assistant -d 'Assistant or squad the task belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from done" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from done" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from done" -l cancel-open -d 'Mark the open steps (pending, in progress, blocked) cancelled'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from done" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from done" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from done" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from backlog" -s a -l assistant -d 'Assistant or squad the task belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from backlog" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from backlog" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from backlog" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from backlog" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from backlog" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from delete" -s a -l assistant -d 'Assistant or squad the task belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from delete" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from delete" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "list" -d 'List tasks (every owner\'s, or one owner\'s with -a)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show a task and its steps'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "add" -d 'Add a task (queued; --start to work on it now, --backlog to park it)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "step" -d 'Add a step to a task, or change one (status, note)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "start" -d 'Start working on a task (the task in progress, if any, goes back to the queue)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "block" -d 'Mark a step blocked: the task is not continued until it is unblocked'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "done" -d 'Mark a task done (final; it says nothing about success)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "backlog" -d 'Park a task in the backlog (it is not worked on until started)'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a task and its steps'
complete -c okbot -n "__fish_okbot_using_subcommand task; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -f -a "add" -d 'Add a note from FILE or stdin (plain text or Markdown is converted to safe HTML)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -f -a "list" -d 'List notes: id, updated, title (every owner\'s, or one owner\'s with -a)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -f -a "show" -d 'Print a note\'s HTML (or, with --text, its readable text)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -f -a "edit" -d 'Change a note: open it in $VISUAL or $EDITOR as text, or replace it with --from'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -f -a "delete" -d 'Delete a note (its row moves to `<owner>/.trash/resources.jsonl`)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -f -a "export" -d 'Write each note to DIR as `<title>-<id>.html`, a whole HTML page'
complete -c okbot -n "__fish_okbot_using_subcommand note; and not __fish_seen_subcommand_from add list show edit delete export help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from add" -l title -d 'The note\'s title' -r
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from add" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from add" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from add" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from add" -l html -d 'The content is HTML (sanitised before it is stored), not text or Markdown'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from add" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from add" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from list" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from list" -l all -d 'Every assistant\'s and squad\'s'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from show" -s a -l assistant -d 'Assistant or squad the note belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from show" -l text -d 'Print readable text (Markdown-like) instead of HTML'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -l from -d 'Replace the content from a file, or `-` for stdin, instead of opening an editor' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -l title -d 'Rename the note (with no --from, only the title changes)' -r
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -s a -l assistant -d 'Assistant or squad the note belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -l html -d 'The content given with --from is HTML (sanitised), not text or Markdown'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from edit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from delete" -s a -l assistant -d 'Assistant or squad the note belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from delete" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from delete" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from export" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from export" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from export" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from export" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from export" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from help" -f -a "add" -d 'Add a note from FILE or stdin (plain text or Markdown is converted to safe HTML)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from help" -f -a "list" -d 'List notes: id, updated, title (every owner\'s, or one owner\'s with -a)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print a note\'s HTML (or, with --text, its readable text)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from help" -f -a "edit" -d 'Change a note: open it in $VISUAL or $EDITOR as text, or replace it with --from'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a note (its row moves to `<owner>/.trash/resources.jsonl`)'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from help" -f -a "export" -d 'Write each note to DIR as `<title>-<id>.html`, a whole HTML page'
complete -c okbot -n "__fish_okbot_using_subcommand note; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "add" -d 'Schedule a prompt'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "list" -d 'List scheduled jobs (every owner\'s, or one owner\'s with -a)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "pause" -d 'Pause a job: it is kept but does not fire until resumed'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "resume" -d 'Resume a paused job from its next slot after now'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "delete" -d 'Delete a job (its past runs stay in schedule-runs.jsonl)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "next" -d 'Show when a job, or a schedule text, fires next'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "tick" -d 'Fire every due job of every owner (run it from cron each minute)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "cron-line" -d 'Print the crontab line that runs `okbot schedule tick` every minute'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "systemd" -d 'Print a systemd user service and timer that run `okbot schedule tick` every minute'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and not __fish_seen_subcommand_from add list pause resume delete next tick cron-line systemd help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -l title -d 'A short title (default: the start of the prompt)' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -l timezone -l tz -d 'IANA time zone of the job, any case (default: settings `timezone`, else the host\'s zone)' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -l once -d 'Fire once, then disable the job'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from list" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from list" -l all -d 'Every assistant\'s and squad\'s'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from pause" -s a -l assistant -d 'Assistant or squad the job belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from pause" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from pause" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from pause" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from pause" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from pause" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from resume" -s a -l assistant -d 'Assistant or squad the job belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from resume" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from resume" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from resume" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from resume" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from resume" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from delete" -s a -l assistant -d 'Assistant or squad the job belongs to (default: whichever has it)' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from delete" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from delete" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from delete" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from next" -s n -l count -d 'How many fire times' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from next" -l timezone -l tz -d 'Time zone for a schedule text (a job uses its own)' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from next" -l from -d 'List fire times at or after TIME instead of after now: `YYYY-MM-DD HH:MM` (in the schedule\'s zone), `YYYY-MM-DD`, or RFC 3339' -r
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from next" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from next" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from next" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from next" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from next" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from tick" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from tick" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from tick" -l dry-run -d 'List what is due without running or changing anything (takes no owner lock)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from tick" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from tick" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from tick" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from cron-line" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from cron-line" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from cron-line" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from cron-line" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from cron-line" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from systemd" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from systemd" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from systemd" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from systemd" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from systemd" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "add" -d 'Schedule a prompt'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "list" -d 'List scheduled jobs (every owner\'s, or one owner\'s with -a)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "pause" -d 'Pause a job: it is kept but does not fire until resumed'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "resume" -d 'Resume a paused job from its next slot after now'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a job (its past runs stay in schedule-runs.jsonl)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "next" -d 'Show when a job, or a schedule text, fires next'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "tick" -d 'Fire every due job of every owner (run it from cron each minute)'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "cron-line" -d 'Print the crontab line that runs `okbot schedule tick` every minute'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "systemd" -d 'Print a systemd user service and timer that run `okbot schedule tick` every minute'
complete -c okbot -n "__fish_okbot_using_subcommand schedule; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "list" -d 'List an assistant\'s skills (local, then the enabled global ones)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "show" -d 'Print a skill\'s SKILL.md'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "check" -d 'Check skill folders against the Agent Skills specification (no data root needed)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "add" -d 'Copy a skill folder (or a lone SKILL.md) in as a local skill, after checking it'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "remove" -d 'Move a local skill to the data root\'s .trash folder'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "enable" -d 'Let an assistant use a global skill (bot.json\'s enabledGlobalSkills)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "disable" -d 'Stop an assistant from using a global skill'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "revert" -d 'Undo okbot\'s last change to a skill (SKILL.md.prev); a skill it created is removed'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "catalog" -d 'Print the skill catalog exactly as the prompt carries it'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and not __fish_seen_subcommand_from list show check add remove enable disable revert catalog help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from list" -s a -l assistant -d 'The assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from show" -s a -l assistant -d 'The assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from check" -l format -d 'Output format (--json gives one document)' -r -f -a "human\t'`error: FILE:LINE: message`, one a line'
github\t'GitHub Actions workflow commands (`::error file=…,line=…::message`)'"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from check" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from check" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from check" -l strict -d 'Exit 3 on warnings too'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from check" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from check" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from add" -s a -l assistant -d 'The assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from add" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from add" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from add" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from add" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from remove" -s a -l assistant -d 'The assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from remove" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from remove" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from remove" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from remove" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from remove" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from enable" -s a -l assistant -d 'The assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from enable" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from enable" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from enable" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from enable" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from disable" -s a -l assistant -d 'The assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from disable" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from disable" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from disable" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from disable" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from disable" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from revert" -s a -l assistant -d 'The assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from revert" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from revert" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from revert" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from revert" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from revert" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from catalog" -s a -l assistant -d 'The assistant (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from catalog" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from catalog" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from catalog" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from catalog" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from catalog" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "list" -d 'List an assistant\'s skills (local, then the enabled global ones)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print a skill\'s SKILL.md'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "check" -d 'Check skill folders against the Agent Skills specification (no data root needed)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "add" -d 'Copy a skill folder (or a lone SKILL.md) in as a local skill, after checking it'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "remove" -d 'Move a local skill to the data root\'s .trash folder'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Let an assistant use a global skill (bot.json\'s enabledGlobalSkills)'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Stop an assistant from using a global skill'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "revert" -d 'Undo okbot\'s last change to a skill (SKILL.md.prev); a skill it created is removed'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "catalog" -d 'Print the skill catalog exactly as the prompt carries it'
complete -c okbot -n "__fish_okbot_using_subcommand skill; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -f -a "export" -d 'Write an assistant\'s persona and skills as a .okbot bundle'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -f -a "import" -d 'Create a new assistant from a .okbot bundle (archive or folder), all or nothing'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -f -a "check" -d 'Check bundles without importing them (no data root needed; for CI)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -f -a "install" -d 'Install a starter assistant from the built-in gallery (works offline)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -f -a "list-gallery" -d 'List the built-in gallery\'s starter assistants'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and not __fish_seen_subcommand_from export import check install list-gallery help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -s o -l output -d 'The archive to write [default: ./<name>.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -l dir -d 'Write the bundle unpacked into this folder (new or empty) instead of an archive' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -l epoch -d 'The manifest\'s exportedAt, as seconds since 1970 (for reproducible builds)' -r
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -l redact -d 'Replace what looks like a secret with [redacted] instead of refusing'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from export" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from import" -l name -d 'Name the new assistant (default: the manifest\'s name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from import" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from import" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from import" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from import" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from import" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from check" -l format -d 'Output format (--json gives one document)' -r -f -a "human\t'`error: FILE:LINE: message`, one a line'
github\t'GitHub Actions workflow commands (`::error file=…,line=…::message`)'"
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from check" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from check" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from check" -l strict -d 'Exit 3 on warnings too'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from check" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from check" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from install" -l from -d 'Install from this folder of bundles instead of the built-in gallery' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from install" -l name -d 'Name the new assistant (default: the bundle\'s name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from install" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from install" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from install" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from install" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from install" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from list-gallery" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from list-gallery" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from list-gallery" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from list-gallery" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from list-gallery" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from help" -f -a "export" -d 'Write an assistant\'s persona and skills as a .okbot bundle'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from help" -f -a "import" -d 'Create a new assistant from a .okbot bundle (archive or folder), all or nothing'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from help" -f -a "check" -d 'Check bundles without importing them (no data root needed; for CI)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from help" -f -a "install" -d 'Install a starter assistant from the built-in gallery (works offline)'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from help" -f -a "list-gallery" -d 'List the built-in gallery\'s starter assistants'
complete -c okbot -n "__fish_okbot_using_subcommand bundle; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -f -a "list" -d 'List requests (all owners, or one with -a)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -f -a "allow" -d 'Allow a waiting request: the saved call runs when the turn is resumed'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -f -a "deny" -d 'Deny a waiting request: the model is told the call was refused when the turn is resumed'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and not __fish_seen_subcommand_from list allow deny help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from list" -s a -l assistant -d 'Assistant or squad (id or name)' -r
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from allow" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from allow" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from allow" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from allow" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from allow" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from deny" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from deny" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from deny" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from deny" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from deny" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from help" -f -a "list" -d 'List requests (all owners, or one with -a)'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from help" -f -a "allow" -d 'Allow a waiting request: the saved call runs when the turn is resumed'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from help" -f -a "deny" -d 'Deny a waiting request: the model is told the call was refused when the turn is resumed'
complete -c okbot -n "__fish_okbot_using_subcommand approvals; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -f -a "list" -d 'List providers and their models, and which one is the default'
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -f -a "add" -d 'Add a provider, or add models to one (the key may be `env:VAR`)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -f -a "default" -d 'Make PROVIDER/MODEL the default'
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -f -a "test" -d 'Send a one-token request and report the latency or the error'
complete -c okbot -n "__fish_okbot_using_subcommand model; and not __fish_seen_subcommand_from list add default test help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from list" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from list" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from list" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from list" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -l base-url -d 'The API\'s base URL (OpenAI-compatible servers usually end in /v1)' -r
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -l api-key -d 'API key, or `env:VAR` to read it from the environment at call time' -r
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -l format -d 'Wire format' -r -f -a "chat-completions\t'OpenAI and every compatible server (Ollama, llama.cpp, vLLM, LM Studio, OpenRouter …); an Anthropic base URL (api.anthropic.com, or a path ending in /anthropic) is spoken to in Anthropic\'s format'
responses\t'OpenAI\'s Responses API (POST {base-url}/responses)'
anthropic\t'Anthropic\'s Messages API'"
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -s m -l model -d 'A model as ID or ID:CONTEXT_WINDOW (repeatable)' -r
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -l name -d 'Display name' -r
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from default" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from default" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from default" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from default" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from default" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from test" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from test" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from test" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from test" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from test" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from help" -f -a "list" -d 'List providers and their models, and which one is the default'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from help" -f -a "add" -d 'Add a provider, or add models to one (the key may be `env:VAR`)'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from help" -f -a "default" -d 'Make PROVIDER/MODEL the default'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from help" -f -a "test" -d 'Send a one-token request and report the latency or the error'
complete -c okbot -n "__fish_okbot_using_subcommand model; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -f -a "show" -d 'Print the settings in effect: every default filled in, clamps applied, API keys hidden'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -f -a "get" -d 'Print one setting (`contextCompression.ratio`, `model.providers.0.id`)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -f -a "set" -d 'Change one setting; the value is checked and clamped'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and not __fish_seen_subcommand_from show get set help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from show" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from show" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from show" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from show" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from get" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from get" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from get" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from get" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from set" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from set" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from set" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from set" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from help" -f -a "show" -d 'Print the settings in effect: every default filled in, clamps applied, API keys hidden'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from help" -f -a "get" -d 'Print one setting (`contextCompression.ratio`, `model.providers.0.id`)'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from help" -f -a "set" -d 'Change one setting; the value is checked and clamped'
complete -c okbot -n "__fish_okbot_using_subcommand settings; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c okbot -n "__fish_okbot_using_subcommand completions" -l root -d 'The data root [default: $OKBOT_HOME, else ~/.okbot]' -r -F
complete -c okbot -n "__fish_okbot_using_subcommand completions" -l color -d 'When to colour messages on stderr' -r -f -a "auto\t''
always\t''
never\t''"
complete -c okbot -n "__fish_okbot_using_subcommand completions" -l json -d 'Print data as JSON (one document; JSON Lines for streams)'
complete -c okbot -n "__fish_okbot_using_subcommand completions" -s q -l quiet -d 'Print no notes or warnings on stderr (errors still show)'
complete -c okbot -n "__fish_okbot_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "init" -d 'Create the data root: settings, roster files, global memory, logs'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "status" -d 'Show every assistant and squad: messages, model, context window, last activity'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "doctor" -d 'Check every file of the data root; change nothing'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "assistant" -d 'Create, list, inspect, rename and delete assistants'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "squad" -d 'Squads: several assistants working in one shared session'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "soul" -d 'Show, edit and patch an assistant\'s persona (SOUL.md, kept equal to AGENTS.md)'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "chat" -d 'Talk to an assistant: send one message and print the reply'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "session" -d 'Read and write an owner\'s transcript (session.jsonl)'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "context" -d 'Inspect the model\'s view of a conversation'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "compress" -d 'Fold older messages into the summary; the transcript itself is never shortened'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "evolve" -d 'Run evolution now: memory extraction, the skill upsert and the persona patch'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "history" -d 'Search a conversation\'s history, including what the summary folded away'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "memory" -d 'Memories: what your assistants remember across sessions'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "task" -d 'Long tasks and their steps (the assistant keeps them up to date while it works)'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "note" -d 'Notes: documents an assistant keeps (designs, requirements, reports), stored as safe HTML'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "schedule" -d 'Jobs that run a prompt on a schedule (cron runs `okbot schedule tick`)'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "skill" -d 'Skills: procedures an assistant loads when a task fits them (SKILL.md folders)'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "bundle" -d 'Share assistants as .okbot bundles: export, check, import, install from the gallery'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "approvals" -d 'Decide actions that wait for your approval'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "model" -d 'Configure the models okbot talks to'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "settings" -d 'Read and change settings.json with dotted keys'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "completions" -d 'Print a shell completion script (bash, zsh, fish, elvish, powershell)'
complete -c okbot -n "__fish_okbot_using_subcommand help; and not __fish_seen_subcommand_from init status doctor assistant squad soul chat session context compress evolve history memory task note schedule skill bundle approvals model settings completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'

# okbot: names and ids from the data root (`okbot __complete KIND`).
complete -c okbot -s a -l assistant -x -a '(okbot __complete owners 2>/dev/null)'
complete -c okbot -n '__fish_seen_subcommand_from task; and __fish_seen_subcommand_from show start step block done backlog delete' -f -a '(okbot __complete tasks 2>/dev/null)'
complete -c okbot -n '__fish_seen_subcommand_from schedule; and __fish_seen_subcommand_from pause resume delete next' -f -a '(okbot __complete schedules 2>/dev/null)'
complete -c okbot -n '__fish_seen_subcommand_from approvals; and __fish_seen_subcommand_from allow deny' -f -a '(okbot __complete approvals 2>/dev/null)'
