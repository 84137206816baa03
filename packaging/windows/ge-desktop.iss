; GE Desktop for Windows: the Inno Setup 6 script of the installer.
;
; Build it with packaging\windows\build-windows.ps1, which freezes the app first
; (dist\GE Desktop\) and passes the version; by hand, from the repository root:
;     iscc /DAppVersion=0.1.0 packaging\windows\ge-desktop.iss
; Output: dist\GE-Desktop-<version>-windows-x64-setup.exe
;
; What the installer does:
; - installs the one-folder bundle (both programs: "GE Desktop.exe", windowed, and
;   ge-desktop.exe, the console one for the command line) for the current user in
;   %LOCALAPPDATA%\Programs\GE Desktop, or for all users in Program Files when run as an
;   administrator (the first page asks);
; - a Start-menu shortcut (and, if ticked, one on the desktop), and "Uninstall GE Desktop"
;   in the Start menu and in Settings > Apps;
; - file associations: saved games (.gerec) and decks (.deck) open in GE Desktop, with
;   the app's icon; the uninstaller removes them again;
; - the uninstaller removes the program folder; the player's saves, decks, settings and
;   logs (%LOCALAPPDATA%\ge-desktop) are his and stay.

#ifndef AppVersion
  #error AppVersion is not defined: run packaging\windows\build-windows.ps1, or iscc /DAppVersion=X.Y.Z packaging\windows\ge-desktop.iss
#endif

#define AppName "GE Desktop"
#define AppExe "GE Desktop.exe"
#define Bundle "..\..\dist\GE Desktop"
#define RecordProgId "GEDesktop.SavedGame"
#define DeckProgId "GEDesktop.Deck"

[Setup]
; AppId identifies GE Desktop to every later installer and the uninstaller: never change it.
AppId={{48B759E3-AED9-4BE7-A5C5-C9CC6CB6C615}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=GE Desktop
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
CloseApplications=yes
OutputDir=..\..\dist
OutputBaseFilename=GE-Desktop-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\ge-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundled libraries wholesale: no stale file of an older version stays.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "A tabletop for the Galactic Empires card game"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; Saved games: .gerec -> GEDesktop.SavedGame -> "GE Desktop.exe" "<file>"
Root: HKA; Subkey: "Software\Classes\.gerec"; ValueType: string; ValueName: ""; ValueData: "{#RecordProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.gerec\OpenWithProgids"; ValueType: string; ValueName: "{#RecordProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}"; ValueType: string; ValueName: ""; ValueData: "GE Desktop Saved Game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; Decks: .deck -> GEDesktop.Deck. Other programs use .deck too, so GE Desktop joins the
; extension's "Open with" list instead of taking it over: where it is the only program
; listed, a double-click opens it; otherwise Windows asks once which program to use.
Root: HKA; Subkey: "Software\Classes\.deck\OpenWithProgids"; ValueType: string; ValueName: "{#DeckProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#DeckProgId}"; ValueType: string; ValueName: ""; ValueData: "Galactic Empires Deck"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#DeckProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#DeckProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; "Open with" knows which types the program takes
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".gerec"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".deck"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
